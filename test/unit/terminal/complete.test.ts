import { complete } from "../../../src/features/terminal/commands/complete";
import { seededSlugs, soloEvents, teamEvents } from "../../support/seedEvents";
import { sharedStart, uniqueStart } from "../../support/slugStarts";
import { context } from "./context";

const [teamEvent, otherTeamEvent] = teamEvents(2);
const [soloEvent, otherSoloEvent] = soloEvents(2);

const shared = sharedStart();

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
    expect(complete(`cd events/${shared.letter}`, context())).toEqual({
      input: `cd events/${shared.start}`,
      candidates: shared.slugs.map((slug) => `${slug}/`),
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
