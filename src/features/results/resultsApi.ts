import { publicResultsSchema, type PublicResults } from "../../../contract/results";
import { api } from "../../api/api";
import { validatedQuery } from "../../api/validatedQuery";

/** `GET results/{slug}/`: public, 404 until the organisers publish the event's results. */
export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventResults: build.query<PublicResults, string>({
      queryFn: validatedQuery(publicResultsSchema, (slug: string) => `results/${encodeURIComponent(slug)}/`),
      providesTags: ["Results"],
    }),
  }),
});

export const { useEventResultsQuery } = resultsApi;
