import { complete } from "../../../src/features/terminal/commands/complete";
import { context } from "./context";

describe("tab completion", () => {
  it.each([
    ["he", "help "],
    ["his", "history "],
    ["reg", "register "],
    ["cd ev", "cd events/"],
    ["cd events/c", "cd events/ctf/"],
    ["cd ~/ref", "cd ~/referrals/"],
    ["cd ../../h", "cd ../../haxplore/"],
    ["ls da", "ls dashboard/"],
    ["open man", "open manthan "],
    ["register per", "register perplexed "],
    ["tea", "teammates "],
    ["teammates vi", "teammates vista "],
    ["open events/vi", "open events/vista/"],
    ["theme d", "theme dark "],
    ["cd ~", "cd ~/"],
    ["cd ..", "cd ../"],
  ])("completes a unique match: %j becomes %j", (input, expected) => {
    expect(complete(input, context())).toEqual({ input: expected, candidates: [] });
  });

  it("extends to the shared prefix and lists the choices when several match", () => {
    expect(complete("lo", context())).toEqual({ input: "log", candidates: ["login", "logout"] });
    expect(complete("cd events/m", context())).toEqual({
      input: "cd events/ma",
      candidates: ["mathmania/", "manthan/"],
    });
    expect(complete("t", context())).toEqual({ input: "t", candidates: ["theme", "toggle", "teammates"] });
  });

  it("lists a directory's children for an empty argument", () => {
    expect(complete("cd ", context({ cwd: ["events"] })).candidates).toEqual([
      "ctf/",
      "enigma/",
      "linguipedia/",
      "vista/",
      "mathmania/",
      "manthan/",
      "perplexed/",
    ]);
  });

  it("completes relative to the current directory", () => {
    expect(complete("cd v", context({ cwd: ["events"] }))).toEqual({ input: "cd vista/", candidates: [] });
  });

  it.each(["xyz", "cd nowhere/x", "cd zz", "pwd x", "cd events ctf", "open chess"])(
    "leaves %j unchanged when nothing matches",
    (input) => {
      expect(complete(input, context())).toEqual({ input, candidates: [] });
    },
  );
});
