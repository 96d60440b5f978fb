import type { TeamDetail } from "../../contract/teamDetails";

/**
 * A team detail declared for tests alone (the festival has none, so contract/teamDetails.ts's list is empty on main).
 * A test file runs every generic team-detail path with it by replacing the list:
 *
 *   jest.mock("../../contract/teamDetails", () => jest.requireActual("../support/mottoDetail"));
 *
 * (the path relative to the test file). The server tests also add the column to their database (`MOTTO_COLUMN`).
 */
export const MOTTO = {
  key: "motto",
  label: "Motto",
  maxLength: 80,
  help: "A line your team goes by, shown to its members.",
} as const satisfies TeamDetail;

/** The replacement of contract/teamDetails.ts's export. */
export const TEAM_DETAILS = [MOTTO];

/** What the detail's migration would be. */
export const MOTTO_COLUMN = "ALTER TABLE teams ADD COLUMN motto text";
