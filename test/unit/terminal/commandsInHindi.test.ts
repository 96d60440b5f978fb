import { FESTIVAL } from "../../../src/content/festival";
import { greeting, interpret } from "../../../src/features/terminal/commands/interpret";
import type { TerminalContext } from "../../../src/features/terminal/commands/types";
import { loadMessages } from "../../../src/i18n/catalogues";
import { seededEventWhere, seededName, seededSlugs, soloEvents, teamEvents } from "../../support/seedEvents";
import { context, links, printed } from "./context";

const [teamEvent] = teamEvents(1);
const [soloEvent] = soloEvents(1);
const noContestLink = seededEventWhere((event) => event.content.contest_url === null);

// Issue 42: the terminal's commands stay English, what they print is in the language shown. These run the commands
// with the Hindi catalogue; the names of commands, their usages, paths and events' names stay as they are.

beforeAll(() => Promise.all([loadMessages("en", ["terminal"]), loadMessages("hi", ["shell", "terminal"])]));

const inHindi = (input: string, given: Partial<TerminalContext> = {}) =>
  interpret(input, context({ language: "hi", ...given }));

const EVENT_LIST = seededSlugs.join(", ");

describe("terminal commands in Hindi", () => {
  it("lists the commands in help with their English usages and Hindi summaries, and the keys", () => {
    const lines = printed(inHindi("help"));
    expect(lines[0]).toBe("कमांड:");
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}ls \[dir\] +डायरेक्टरी की सूची दिखाएँ$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}register <event> +अपने डैशबोर्ड से किसी इवेंट के लिए पंजीकरण करें$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}news \[event\] +आयोजकों की सबसे नई घोषणाएँ दिखाएँ$/));
    expect(lines.at(-1)).toBe(
      "कुंजियाँ: Tab पूरा करता है, Up और Down पिछली कमांड लाते हैं, Escape छोटा करता है, Ctrl+` टर्मिनल पर लाता है।",
    );
    expect(lines.join("\n")).not.toMatch(/list the commands|Commands:|Keys:/);
  });

  it("greets in Hindi before listing the commands", () => {
    const lines = greeting(context({ language: "hi" })).map((line) => line.parts.map((part) => part.text).join(""));
    expect(lines.slice(0, 2)).toEqual(["Codefest टर्मिनल में आपका स्वागत है। कोई कमांड लिखें और Enter दबाएँ।", "कमांड:"]);
  });

  it.each([
    ["sudo rm -rf /", ["कमांड नहीं मिली।", "कमांड देखने के लिए help लिखें।"]],
    ["cd nowhere", ["डायरेक्टरी नहीं मिली।"]],
    ["ls a b", ["दिए गए आर्ग्युमेंट सही नहीं हैं", "उपयोग: ls [dir]"]],
    ["theme blue", ["दिए गए आर्ग्युमेंट सही नहीं हैं", "उपयोग: theme [light|dark]"]],
    ["open chess", ["दिए गए आर्ग्युमेंट सही नहीं हैं", `उपयोग: open <event>, जहाँ event (इवेंट) इनमें से एक है: ${EVENT_LIST}`]],
    [
      "results chess",
      ['"chess" नाम का कोई इवेंट नहीं है।', `उपयोग: results <event>, जहाँ event (इवेंट) इनमें से एक है: ${EVENT_LIST}`],
    ],
  ])("refuses %s in Hindi, the usage as one types it", (input, output) => {
    const result = inHindi(input);
    expect(printed(result)).toEqual(output);
    expect(result.lines[1]?.kind).toBe("error");
  });

  it.each<[string, Partial<TerminalContext>, string[]]>([
    ["ls referrals", {}, ["रेफ़रल लीडरबोर्ड।"]],
    ["ls team", {}, [`${FESTIVAL.shortTitle} के पीछे के लोग।`]],
    ["ls dashboard", {}, ["आपकी प्रोफ़ाइल, टीमें और इवेंट पंजीकरण (लॉग इन ज़रूरी)।"]],
    ["whoami", {}, ["अतिथि"]],
    ["whoami", { loggedIn: true, userId: 7 }, ["प्रतिभागी (यूज़र आईडी 7)"]],
    ["theme dark", {}, ["थीम: dark"]],
    ["logout", {}, ["आप लॉग इन नहीं हैं।"]],
    [`register ${teamEvent}`, {}, [`पहले लॉग इन करें; फिर आप ${seededName(teamEvent)} में पंजीकरण पर पहुँचेंगे।`]],
    [`teammates ${soloEvent}`, {}, [`${seededName(soloEvent)} अकेले प्रतिभागियों के लिए है: इसमें कोई साथी नहीं खोजना।`]],
    ["news", {}, ["सबसे नई घोषणाएँ लाई जा रही हैं…"]],
  ])("says %s in Hindi", (input, given, output) => {
    expect(printed(inHindi(input, given))).toEqual(output);
  });

  it("lists an event's directory in Hindi, with the commands to try in English", () => {
    const lines = printed(inHindi("ls", { cwd: ["events", teamEvent] }));
    expect(lines[0]).toMatch(new RegExp(`^${seededName(teamEvent)}: `));
    expect(lines[1]).toBe(`आज़माएँ: open ${teamEvent}, register ${teamEvent}`);
  });

  it("keeps paths as links where the Hindi sentence puts them, and directories' names as they are", () => {
    const result = inHindi(`open ${noContestLink}`);
    expect(printed(result)).toEqual([
      `${seededName(noContestLink)} का कोई प्रतियोगिता लिंक नहीं है। भाग कैसे लें, यह इसके पेज पर है: ~/events/${noContestLink}`,
    ]);
    expect(links(result)).toEqual([[`~/events/${noContestLink}`, `/events/${noContestLink}`]]);
    expect(printed(inHindi("ls"))).toEqual(["events/  haxplore/  dashboard/  team/  ca/  referrals/"]);
  });

  it("says the same command in English for an English reader", () => {
    expect(printed(interpret("ls a b", context()))).toEqual(["Invalid arguments provided", "Usage: ls [dir]"]);
  });
});
