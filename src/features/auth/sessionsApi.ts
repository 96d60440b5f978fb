import type { Session } from "../../../contract/sessions";
import { api } from "../../api/api";
import { optionalRead, refetchUnlessWithheld, type ReadOptions, type Withheld } from "../../api/optionalRead";

/**
 * The caller's signed-in browsers (docs/API.md "Sessions"); the original backend has no such list (404): `Withheld`,
 * kept like an answer.
 */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    mySessions: build.query<Session[] | Withheld, void>({
      queryFn: optionalRead<Session[], void>(() => "sessions/", { newEndpoint: true }),
      providesTags: ["Sessions"],
    }),
    endSession: build.mutation<null, string>({
      query: (id) => ({ url: `sessions/${encodeURIComponent(id)}/`, method: "DELETE" }),
      invalidatesTags: ["Sessions"],
    }),
    endOtherSessions: build.mutation<null, void>({
      query: () => ({ url: "sessions/end-others/", method: "POST" }),
      invalidatesTags: ["Sessions"],
    }),
  }),
});

export const { useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;

/** `sessions/` for a component: once `Withheld`, not asked again when the network returns or the tab regains focus. */
export function useMySessionsQuery(_arg?: undefined, options: ReadOptions = {}) {
  const known = sessionsApi.endpoints.mySessions.useQueryState(undefined);
  return sessionsApi.useMySessionsQuery(undefined, refetchUnlessWithheld(known.data, options));
}
