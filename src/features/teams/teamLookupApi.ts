import type { TeamLookup } from "../../../contract/teams";
import { api } from "../../api/api";
import { validatedQuery } from "../../api/validatedQuery";

/**
 * A join link's team and event by its code, without a token (docs/API.md, `teams/lookup/`), for /login's invitation.
 * Apart from the teams' other endpoints (./teamsApi.ts): its answer is checked against the contract's schema, and the
 * events view, which changes teams but never looks one up, downloads no zod schema with them. The schema's code comes
 * with the module's (the login page has zod already), evaluated with the first lookup.
 */
export const teamLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupTeam: build.query<TeamLookup, string>({
      queryFn: validatedQuery(
        () =>
          import(/* webpackMode: "eager" */ "../../../contract/teams").then((contract) => contract.teamLookupSchema),
        (code: string) => ({ url: "teams/lookup/", body: { code } }),
      ),
    }),
  }),
});

export const { useLookupTeamQuery } = teamLookupApi;
