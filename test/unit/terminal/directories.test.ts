import {
  directoryOfRoute,
  displayPath,
  resolvePath,
  routeOf,
} from "../../../src/features/terminal/commands/directories";

describe("cd path resolution", () => {
  const atCtf = ["events", "ctf"];

  it.each([
    ["~", atCtf, []],
    ["/", atCtf, []],
    [".", atCtf, ["events", "ctf"]],
    ["..", atCtf, ["events"]],
    ["../..", atCtf, []],
    ["../../..", atCtf, []],
    ["../enigma", atCtf, ["events", "enigma"]],
    ["~/team", atCtf, ["team"]],
    ["~/events/vista", [], ["events", "vista"]],
    ["/events/", [], ["events"]],
    ["events", [], ["events"]],
    ["events/ctf", [], ["events", "ctf"]],
    ["ctf", ["events"], ["events", "ctf"]],
    ["./referrals", [], ["referrals"]],
    ["events/../ca", [], ["ca"]],
  ])("%s from ~/%s is %j", (argument, cwd, expected) => {
    expect(resolvePath(cwd as string[], argument)).toEqual(expected);
  });

  it.each([
    ["nowhere", []],
    ["ctf", []],
    ["~/events/chess", []],
    ["~events", []],
    ["events/ctf/deeper", []],
    ["team", ["events"]],
  ])("%s from ~/%s does not exist", (argument, cwd) => {
    expect(resolvePath(cwd as string[], argument)).toBeNull();
  });

  it("maps every directory to its page", () => {
    expect(routeOf([])).toBe("/");
    expect(routeOf(["events"])).toBe("/events");
    expect(routeOf(["events", "ctf"])).toBe("/events/ctf");
    expect(routeOf(["haxplore"])).toBe("/haxplore");
    expect(routeOf(["dashboard"])).toBe("/dashboard");
    expect(routeOf(["team"])).toBe("/team");
    expect(routeOf(["ca"])).toBe("/ca");
    expect(routeOf(["referrals"])).toBe("/referral");
  });

  it("follows the route: each page is in its own directory or the nearest one above", () => {
    expect(displayPath(directoryOfRoute("/"))).toBe("~");
    expect(displayPath(directoryOfRoute("/events/ctf"))).toBe("~/events/ctf");
    expect(displayPath(directoryOfRoute("/events/ctf/"))).toBe("~/events/ctf");
    expect(displayPath(directoryOfRoute("/events/chess"))).toBe("~/events");
    expect(displayPath(directoryOfRoute("/referral"))).toBe("~/referrals");
    expect(displayPath(directoryOfRoute("/dashboard/events"))).toBe("~/dashboard");
    expect(displayPath(directoryOfRoute("/login"))).toBe("~");
  });
});
