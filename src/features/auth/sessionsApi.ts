import type { Session } from "../../../contract/sessions";
import { api } from "../../api/api";

/** The caller's signed-in browsers (docs/API.md "Sessions"); the original backend has no such list (404). */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    mySessions: build.query<Session[], void>({
      query: () => "sessions/",
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
