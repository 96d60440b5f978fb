import { EVENTS } from "../../../src/content/bundledEvents";
import {
  directoryOfRoute,
  displayPath,
  resolvePath,
  routeOf,
  treeOf,
} from "../../../src/features/terminal/commands/directories";
import { teamEvents } from "../../support/seedEvents";

const [teamEvent, secondTeamEvent, thirdTeamEvent] = teamEvents(3);

const tree = treeOf(EVENTS);

describe("cd path resolution", () => {
  const atCtf = ["events", teamEvent];

  it.each([
    ["~", atCtf, []],
    ["/", atCtf, []],
    [".", atCtf, ["events", teamEvent]],
    ["..", atCtf, ["events"]],
    ["../..", atCtf, []],
    ["../../..", atCtf, []],
    [`../${secondTeamEvent}`, atCtf, ["events", secondTeamEvent]],
    ["~/team", atCtf, ["team"]],
    [`~/events/${thirdTeamEvent}`, [], ["events", thirdTeamEvent]],
    ["/events/", [], ["events"]],
    ["events", [], ["events"]],
    [`events/${teamEvent}`, [], ["events", teamEvent]],
    [teamEvent, ["events"], ["events", teamEvent]],
    ["./referrals", [], ["referrals"]],
    ["events/../ca", [], ["ca"]],
  ])("%s from ~/%s is %j", (argument, cwd, expected) => {
    expect(resolvePath(tree, cwd as string[], argument)).toEqual(expected);
  });

  it.each([
    ["nowhere", []],
    [teamEvent, []],
    ["~/events/chess", []],
    ["~events", []],
    [`events/${teamEvent}/deeper`, []],
    ["team", ["events"]],
  ])("%s from ~/%s does not exist", (argument, cwd) => {
    expect(resolvePath(tree, cwd as string[], argument)).toBeNull();
  });

  it("maps every directory to its page", () => {
    expect(routeOf(tree, [])).toBe("/");
    expect(routeOf(tree, ["events"])).toBe("/events");
    expect(routeOf(tree, ["events", teamEvent])).toBe(`/events/${teamEvent}`);
    expect(routeOf(tree, ["haxplore"])).toBe("/haxplore");
    expect(routeOf(tree, ["dashboard"])).toBe("/dashboard");
    expect(routeOf(tree, ["team"])).toBe("/team");
    expect(routeOf(tree, ["ca"])).toBe("/ca");
    expect(routeOf(tree, ["referrals"])).toBe("/referral");
  });

  it("follows the route: each page is in its own directory or the nearest one above", () => {
    expect(displayPath(directoryOfRoute(tree, "/"))).toBe("~");
    expect(displayPath(directoryOfRoute(tree, `/events/${teamEvent}`))).toBe(`~/events/${teamEvent}`);
    expect(displayPath(directoryOfRoute(tree, `/events/${teamEvent}/`))).toBe(`~/events/${teamEvent}`);
    expect(displayPath(directoryOfRoute(tree, "/events/chess"))).toBe("~/events");
    expect(displayPath(directoryOfRoute(tree, "/referral"))).toBe("~/referrals");
    expect(displayPath(directoryOfRoute(tree, "/dashboard/events"))).toBe("~/dashboard");
    expect(displayPath(directoryOfRoute(tree, "/login"))).toBe("~");
  });

  it("makes an event listed now a directory of events, and forgets one no longer listed", () => {
    const added = treeOf([...EVENTS, { name: "quizbowl" }]);
    expect(resolvePath(added, ["events"], "quizbowl")).toEqual(["events", "quizbowl"]);
    expect(routeOf(added, ["events", "quizbowl"])).toBe("/events/quizbowl");
    expect(displayPath(directoryOfRoute(added, "/events/quizbowl"))).toBe("~/events/quizbowl");
    const without = treeOf(EVENTS.filter((event) => event.name !== teamEvent));
    expect(resolvePath(without, ["events"], teamEvent)).toBeNull();
  });
});
