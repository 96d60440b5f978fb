import { findEvent } from "../../../src/content/bundledEvents";
import { interpret } from "../../../src/features/terminal/commands/interpret";
import type { Effect, TerminalContext } from "../../../src/features/terminal/commands/types";
import { loadMessages } from "../../../src/i18n/catalogues";
import { seededEventWhere, seededName, seededSlugs, soloEvents, teamEvents } from "../../support/seedEvents";
import { context, links, printed } from "./context";

const [teamEvent, otherTeamEvent] = teamEvents(2);
const [soloEvent] = soloEvents(1);
const noContestLink = seededEventWhere((event) => event.content.contest_url === null);

// What the commands print comes from the terminal's catalogue, loaded with its code in the app.
beforeAll(() => loadMessages("en", ["terminal"]));

const bundled = findEvent(teamEvent)!;
const EVENT_LIST = seededSlugs.join(", ");
const atCtf = { cwd: ["events", teamEvent], location: `/events/${teamEvent}` };
const participant = { loggedIn: true, userId: 7 };

interface Row {
  input: string;
  given?: Partial<TerminalContext>;
  output: string[];
  effects?: Effect[];
}

const rows: Row[] = [
  { input: "pwd", given: atCtf, output: [`~/events/${teamEvent}`] },
  { input: "pwd extra", output: ["Invalid arguments provided", "Usage: pwd"] },
  { input: "ls", output: ["events/  haxplore/  dashboard/  team/  ca/  referrals/"] },
  {
    input: "ls events",
    output: [seededSlugs.map((slug) => `${slug}/`).join("  ")],
  },
  {
    input: "ls ..",
    given: atCtf,
    output: [seededSlugs.map((slug) => `${slug}/`).join("  ")],
  },
  {
    input: "ls .",
    given: atCtf,
    output: [`${seededName(teamEvent)}: ${bundled.summary}`, `Try: open ${teamEvent}, register ${teamEvent}`],
  },
  { input: "ls referrals", output: ["The referral leaderboard."] },
  { input: "ls nowhere", output: ["Directory not found."] },
  { input: "ls a b", output: ["Invalid arguments provided", "Usage: ls [dir]"] },
  { input: "cd events", output: [], effects: [{ type: "navigate", to: "/events" }] },
  { input: `cd events/${teamEvent}`, output: [], effects: [{ type: "navigate", to: `/events/${teamEvent}` }] },
  { input: "cd referrals", output: [], effects: [{ type: "navigate", to: "/referral" }] },
  { input: "cd", given: atCtf, output: [], effects: [{ type: "navigate", to: "/" }] },
  { input: "cd .", given: atCtf, output: [], effects: [] },
  { input: "cd nowhere", output: ["Directory not found."] },
  { input: "cd events team", output: ["Invalid arguments provided", "Usage: cd [dir]"] },
  { input: "clear", output: [], effects: [{ type: "clear" }] },
  { input: "clear now", output: ["Invalid arguments provided", "Usage: clear"], effects: [] },
  { input: "theme dark", output: ["Theme: dark"], effects: [{ type: "theme", theme: "dark" }] },
  {
    input: "theme light",
    given: { theme: "dark" },
    output: ["Theme: light"],
    effects: [{ type: "theme", theme: "light" }],
  },
  { input: "theme", output: ["Theme: dark"], effects: [{ type: "theme", theme: "dark" }] },
  {
    input: "theme toggle",
    given: { theme: "dark" },
    output: ["Theme: light"],
    effects: [{ type: "theme", theme: "light" }],
  },
  { input: "toggle", output: ["Theme: dark"], effects: [{ type: "theme", theme: "dark" }] },
  { input: "theme blue", output: ["Invalid arguments provided", "Usage: theme [light|dark]"], effects: [] },
  {
    input: `open ${teamEvent}`,
    output: [`Opening ${seededName(teamEvent)} in a new tab: ${bundled.url}`],
    effects: [{ type: "open", url: bundled.url! }],
  },
  {
    input: "open",
    given: atCtf,
    output: [`Opening ${seededName(teamEvent)} in a new tab: ${bundled.url}`],
    effects: [{ type: "open", url: bundled.url! }],
  },
  {
    input: `open ${noContestLink}`,
    output: [
      `${seededName(noContestLink)} has no contest link. Its page explains how to take part: ~/events/${noContestLink}`,
    ],
    effects: [],
  },
  {
    input: "open chess",
    output: ["Invalid arguments provided", `Usage: open <event>, where event is one of: ${EVENT_LIST}`],
    effects: [],
  },
  { input: "whoami", output: ["guest"] },
  { input: "whoami", given: participant, output: ["participant (user id 7)"] },
  { input: "whoami", given: { loggedIn: true, userId: -1 }, output: ["participant"] },
  {
    input: "whoami",
    given: { ...participant, account: { name: "María José García López", email: "maria@example.org" } },
    output: ["María José García López <maria@example.org>"],
  },
  { input: "whoami", given: { account: { name: "Asha", email: "asha@example.org" } }, output: ["guest"] },
  { input: "theme purple", output: ["Invalid arguments provided", "Usage: theme [light|dark]"], effects: [] },
  { input: "THEME Dark", output: ["Theme: dark"], effects: [{ type: "theme", theme: "dark" }] },
  { input: "Help me", output: ["Invalid arguments provided", "Usage: help"] },
  { input: "PWD", given: atCtf, output: [`~/events/${teamEvent}`] },
  {
    input: "login",
    given: { location: `/events/${teamEvent}?tab=faq` },
    output: ["Opening the login page."],
    effects: [{ type: "navigate", to: `/login?redirect=${encodeURIComponent(`/events/${teamEvent}?tab=faq`)}` }],
  },
  { input: "login", given: participant, output: ["You are already logged in."], effects: [] },
  { input: "logout", given: participant, output: ["Logged out."], effects: [{ type: "logout" }] },
  { input: "logout", output: ["You are not logged in."], effects: [] },
  {
    input: `register ${teamEvent}`,
    given: participant,
    output: [`Opening your dashboard to register for ${seededName(teamEvent)}.`],
    effects: [{ type: "navigate", to: "/dashboard/events" }],
  },
  {
    input: `register events/${teamEvent}`,
    output: [`Log in first; you will then go on to register for ${seededName(teamEvent)}.`],
    effects: [{ type: "navigate", to: "/login?redirect=%2Fdashboard%2Fevents" }],
  },
  {
    input: `teammates ${teamEvent}`,
    given: participant,
    output: [`Opening the teammate finder for ${seededName(teamEvent)}.`],
    effects: [{ type: "navigate", to: `/teammates/${teamEvent}` }],
  },
  {
    input: "teammates",
    given: { ...atCtf, ...participant },
    output: [`Opening the teammate finder for ${seededName(teamEvent)}.`],
    effects: [{ type: "navigate", to: `/teammates/${teamEvent}` }],
  },
  {
    input: `TEAMMATES events/${otherTeamEvent}`,
    output: [`Log in first; you will then go on to find a teammate for ${seededName(otherTeamEvent)}.`],
    effects: [{ type: "navigate", to: `/login?redirect=${encodeURIComponent(`/teammates/${otherTeamEvent}`)}` }],
  },
  {
    input: `teammates ${soloEvent}`,
    given: participant,
    output: [`${seededName(soloEvent)} is for individuals: there is no teammate to find.`],
    effects: [],
  },
  {
    input: "teammates chess",
    output: ["Invalid arguments provided", `Usage: teammates <event>, where event is one of: ${EVENT_LIST}`],
  },
  {
    input: "register chess",
    given: participant,
    output: ["Invalid arguments provided", `Usage: register <event>, where event is one of: ${EVENT_LIST}`],
    effects: [],
  },
  {
    input: "history",
    given: { inputs: ["ls", "cd events", "history"] },
    output: ["1  ls", "2  cd events", "3  history"],
  },
  { input: "history all", output: ["Invalid arguments provided", "Usage: history"] },
  { input: "sudo rm -rf /", output: ["Command not found.", "Type help to see the commands."], effects: [] },
  { input: "CD events", output: [], effects: [{ type: "navigate", to: "/events" }] },
];

describe("terminal commands", () => {
  it.each(rows)("$input prints $output", ({ input, given, output, effects }) => {
    const result = interpret(input, context(given));
    expect(printed(result)).toEqual(output);
    if (effects) expect(result.effects).toEqual(effects);
  });

  it("echoes each command after the prompt of the current directory", () => {
    const result = interpret("  ls   events ", context(atCtf));
    expect(result.lines[0]).toEqual({ kind: "command", parts: [{ text: `~/events/${teamEvent} $ ls   events` }] });
  });

  it("does nothing for an empty line", () => {
    expect(interpret("   ", context())).toEqual({ lines: [], effects: [] });
  });

  it("lists every command with its usage in help, and the keys", () => {
    const lines = printed(interpret("help", context()));
    for (const usage of ["ls [dir]", "cd [dir]", "pwd", "clear", "theme [light|dark]", "toggle", "open <event>"]) {
      expect(lines.some((line) => line.trimStart().startsWith(usage))).toBe(true);
    }
    for (const usage of ["whoami", "login", "logout", "register <event>", "history", "help"]) {
      expect(lines.some((line) => line.trimStart().startsWith(usage))).toBe(true);
    }
    expect(lines.at(-1)).toMatch(/Tab completes.*Escape collapses/);
  });

  it("prints paths as router links, never as markup", () => {
    expect(links(interpret("ls", context()))).toEqual([
      ["events/", "/events"],
      ["haxplore/", "/haxplore"],
      ["dashboard/", "/dashboard"],
      ["team/", "/team"],
      ["ca/", "/ca"],
      ["referrals/", "/referral"],
    ]);
    expect(links(interpret("pwd", context(atCtf)))).toEqual([[`~/events/${teamEvent}`, `/events/${teamEvent}`]]);
    expect(links(interpret(`open ${noContestLink}`, context()))).toEqual([
      [`~/events/${noContestLink}`, `/events/${noContestLink}`],
    ]);
  });

  it("marks errors as errors so they read differently", () => {
    const result = interpret("cd nowhere", context());
    expect(result.lines.map((line) => line.kind)).toEqual(["command", "error"]);
  });
});
