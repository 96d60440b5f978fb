import type { Session } from "../../../contract/sessions";
import { api } from "../../api/api";
import { optionalRead, type Withheld } from "../../api/optionalRead";

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

export const { useMySessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
