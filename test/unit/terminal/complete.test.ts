import { complete } from "../../../src/features/terminal/commands/complete";
import { context } from "./context";
import { seededSlugs, soloEvents, teamEvents } from "../../support/seedEvents";

const [teamEvent, otherTeamEvent] = teamEvents(2);
const [soloEvent, otherSoloEvent] = soloEvents(2);

/** The shortest start of a seeded slug that no other seeded slug shares. */
function uniqueStart(slug: string): string {
  const starts = [...slug].map((_, index) => slug.slice(0, index + 1));
  return starts.find((start) => seededSlugs.filter((other) => other.startsWith(start)).length === 1) ?? slug;
}

/** Seeded slugs that share their first letter, and the start they all share. */
const alike = seededSlugs.filter((slug) => seededSlugs.filter((other) => other[0] === slug[0]).length > 1);
const sharedLetter = alike[0]?.[0] ?? "";
const sharing = seededSlugs.filter((slug) => slug[0] === sharedLetter);
const sharedStart = sharing.reduce((start, slug) => {
  while (!slug.startsWith(start)) start = start.slice(0, -1);
  return start;
}, sharing[0] ?? "");

describe("tab completion", () => {
  it.each([
    ["he", "help "],
    ["his", "history "],
    ["reg", "register "],
    ["cd ev", "cd events/"],
    [`cd events/${uniqueStart(teamEvent)}`, `cd events/${teamEvent}/`],
    ["cd ~/ref", "cd ~/referrals/"],
    ["cd ../../h", "cd ../../haxplore/"],
    ["ls da", "ls dashboard/"],
    [`open ${uniqueStart(soloEvent)}`, `open ${soloEvent} `],
    [`register ${uniqueStart(otherSoloEvent)}`, `register ${otherSoloEvent} `],
    ["tea", "teammates "],
    [`teammates ${uniqueStart(otherTeamEvent)}`, `teammates ${otherTeamEvent} `],
    [`open events/${uniqueStart(otherTeamEvent)}`, `open events/${otherTeamEvent}/`],
    ["theme d", "theme dark "],
    ["cd ~", "cd ~/"],
    ["cd ..", "cd ../"],
  ])("completes a unique match: %j becomes %j", (input, expected) => {
    expect(complete(input, context())).toEqual({ input: expected, candidates: [] });
  });

  it("extends to the shared prefix and lists the choices when several match", () => {
    expect(complete("lo", context())).toEqual({ input: "log", candidates: ["login", "logout"] });
    expect(sharing.length).toBeGreaterThan(1);
    expect(complete(`cd events/${sharedLetter}`, context())).toEqual({
      input: `cd events/${sharedStart}`,
      candidates: sharing.map((slug) => `${slug}/`),
    });
    expect(complete("t", context())).toEqual({ input: "t", candidates: ["theme", "toggle", "teammates"] });
  });

  it("lists a directory's children for an empty argument", () => {
    expect(complete("cd ", context({ cwd: ["events"] })).candidates).toEqual(seededSlugs.map((slug) => `${slug}/`));
  });

  it("completes relative to the current directory", () => {
    expect(complete(`cd ${uniqueStart(otherTeamEvent)}`, context({ cwd: ["events"] }))).toEqual({
      input: `cd ${otherTeamEvent}/`,
      candidates: [],
    });
  });

  it.each(["xyz", "cd nowhere/x", "cd zz", "pwd x", `cd events ${teamEvent}`, "open chess"])(
    "leaves %j unchanged when nothing matches",
    (input) => {
      expect(complete(input, context())).toEqual({ input, candidates: [] });
    },
  );
});
