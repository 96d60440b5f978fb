import type { PublishedFestival } from "../../../contract/eventContent";
import { api } from "../../api/api";
import { optionalRead, type Withheld } from "../../api/optionalRead";

/** The festival's published identity, or why there is none: the original 2020 backend has no `festival/` (404). */
export type FestivalAnswer = PublishedFestival | Withheld;

export const festivalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `festival/` (no token): read once per page load after the first paint; the header, footer and titles show it. */
    getFestival: build.query<FestivalAnswer, void>({
      queryFn: optionalRead<PublishedFestival, void>(() => "festival/", { newEndpoint: true }),
      providesTags: ["Festival"],
    }),
  }),
});
