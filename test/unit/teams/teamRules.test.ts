import { soloTeamName } from "../../../contract/rules";
import type { Team } from "../../../contract/teams";
import { findEvent } from "../../../src/content/events";
import { leaveWording } from "../../../src/features/teams/leaveWording";
import {
  accessCodeProblem,
  teamStateText,
  isTeamEvent,
  teamNameProblem,
  teamSizeOf,
} from "../../../src/features/teams/teamRules";

const team = (members: number, creator = true): Team => ({
  id: 1,
  name: "Null Pointers",
  event: 1,
  is_active: true,
  access_code: "ABCDEFG",
  members: Array.from({ length: members }, (_, index) => ({ id: index + 1, name: `Member ${index + 1}` })),
  creator,
});

describe("team rules", () => {
  it.each(["ctf", "enigma", "linguipedia", "vista"])("treats %s as a team event of two", (name) => {
    const event = findEvent(name)!;
    expect(teamSizeOf(event)).toBe(2);
    expect(isTeamEvent(event)).toBe(true);
  });

  it.each(["mathmania", "manthan", "perplexed"])("treats %s as an individual event", (name) => {
    expect(isTeamEvent(findEvent(name)!)).toBe(false);
  });

  it("lets the server's max_members decide when it has answered", () => {
    const ctf = findEvent("ctf")!;
    expect(
      teamSizeOf(ctf, {
        id: 1,
        name: "CTF",
        slug: "ctf",
        is_registration_on: true,
        min_members: 1,
        max_members: 3,
        team: null,
      }),
    ).toBe(3);
  });

  it("explains team names that are empty or shorter than 2 characters, ignoring spaces", () => {
    expect(teamNameProblem("   ")).toBe("Give your team a name.");
    expect(teamNameProblem(" X ")).toBe("A team name needs at least 2 characters.");
    expect(teamNameProblem("XY")).toBeNull();
    expect(teamNameProblem("x".repeat(51))).toBe("A team name has at most 50 characters.");
    expect(teamNameProblem("Win at https://evil.test")).toBe('A name cannot contain a web address ("://" or "www.").');
    expect(teamNameProblem("www.evil.test")).toBe('A name cannot contain a web address ("://" or "www.").');
    expect(teamNameProblem("node.js: fans")).toBeNull();
  });

  it("explains access codes that are empty or shorter than 7 characters", () => {
    expect(accessCodeProblem("")).toBe("Enter the access code your teammate shared.");
    expect(accessCodeProblem("ABC12")).toBe("An access code has at least 7 characters.");
    expect(accessCodeProblem(" ABC1234 ")).toBeNull();
  });

  it("says how many free places a team has, or that it is full (docs/glossary.md)", () => {
    expect(teamStateText(team(1), 2)).toBe("1 free place");
    expect(teamStateText(team(1), 3)).toBe("2 free places");
    expect(teamStateText(team(2), 2)).toBe("Team full");
  });

  it("names a one-member team after the participant, kept unique by the profile id", () => {
    expect(soloTeamName("  Asha Verma ", 7)).toBe("Asha Verma #7");
    expect(soloTeamName("", 9)).toBe("Participant #9");
  });
});

describe("leave wording", () => {
  it("warns a creator that deleting removes the team for both members", () => {
    const wording = leaveWording(team(2, true), "Capture The Flag", false);
    expect(wording.button).toBe("Delete team");
    expect(wording.consequence).toContain("deletes it for both members");
  });

  it("tells a lone creator only they lose the registration", () => {
    expect(leaveWording(team(1, true), "Enigma", false).consequence).not.toContain("both");
  });

  it("tells a member the team stays with its creator", () => {
    const wording = leaveWording(team(2, false), "Vista", false);
    expect(wording.button).toBe("Leave team");
    expect(wording.consequence).toContain("stays with its creator");
  });

  it("calls leaving an individual event withdrawing", () => {
    expect(leaveWording(team(1, true), "Manthan", true).button).toBe("Withdraw");
  });
});
