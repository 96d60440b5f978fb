import type { LeaderboardEntry } from "../../../contract/rankings";
import { api } from "../../api/api";

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<LeaderboardEntry[], void>({
      query: () => "leaderboard/",
      providesTags: ["Leaderboard"],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
