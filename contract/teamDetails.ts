/**
 * A team's own details besides its name, declared once: each is a nullable text column of `teams` with the same name
 * (its migration adds it), chosen when the team is created (`teams/create/`, optional, blank = none), and shown to
 * its members (the team panel), in the console's team rows and as a column of the teams export. contract/teams.ts
 * builds the schemas from this list; the server, the app and the tests' fixtures all read it (docs/recipes.md, "Add a
 * team field"). A module of its own so that tests can declare a detail of their own with
 * `jest.mock(".../contract/teamDetails", ...)` and run every generic path with it.
 */
export const TEAM_DETAILS = [] as const satisfies readonly TeamDetail[];

export interface TeamDetail {
  /** The column and the JSON key: lower case letters and underscores. */
  key: string;
  /** The form's and the console's label, e.g. "Motto". */
  label: string;
  maxLength: number;
  /** The form's hint under the input. */
  help: string;
}
