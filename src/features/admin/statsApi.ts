import { adminStatsSchema, type AdminStats, type StatsPeriod } from "../../../contract/adminStats";
import { api } from "../../api/api";
import { validatedQuery } from "../../api/validatedQuery";

/** What the overview's charts ask for: a period and, optionally, one event (its slug). */
export interface StatsArg {
  period: StatsPeriod;
  event: string;
}

/** `GET admin/stats/` (docs/API.md "Organisers"): the figures behind the overview's charts. */
export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, StatsArg>({
      queryFn: validatedQuery(adminStatsSchema, ({ period, event }: StatsArg) => ({
        url: "admin/stats/",
        body: event ? { period, event } : { period },
      })),
      providesTags: ["Admin"],
    }),
  }),
});

export const { useAdminStatsQuery } = statsApi;
