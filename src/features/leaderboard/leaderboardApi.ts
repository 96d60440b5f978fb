import { api } from "../../api/api";

export interface LeaderboardEntry {
  name: string;
  institute_name: string;
  referral_count: number;
}

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<LeaderboardEntry[], void>({
      query: () => "leaderboard/",
      providesTags: ["Leaderboard"],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;
