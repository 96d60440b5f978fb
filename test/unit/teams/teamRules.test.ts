import { soloTeamName } from "../../../contract/rules";
import type { Team } from "../../../contract/teams";
import { findEvent } from "../../../src/content/bundledEvents";
import { leaveWording } from "../../../src/features/teams/leaveWording";
import {
  accessCodeProblem,
  teamStateText,
  isTeamEvent,
  teamNameProblem,
  teamSizeOf,
} from "../../../src/features/teams/teamRules";
import { loadMessages } from "../../../src/i18n/catalogues";
import type { Language } from "../../../src/i18n/languages";
import { translate } from "../../../src/i18n/translate";
import type { Translate } from "../../../src/i18n/useT";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);
const [soloEvent, secondSoloEvent, thirdSoloEvent] = soloEvents(3);

const team = (members: number, creator = true): Team => ({
  id: 1,
  name: "Null Pointers",
  event: 1,
  is_active: true,
  access_code: "ABCDEFG",
  members: Array.from({ length: members }, (_, index) => ({ id: index + 1, name: `Member ${index + 1}` })),
  creator,
});

/** The teams' messages in a language, as a component's useT gives them. */
const wordsIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(language, key, values);
const t = wordsIn("en");
const hindi = wordsIn("hi");

// The rules' and states' words are the dashboard's shared ones; leaving's are the events view's, where it is offered.
const AREAS = ["dashboard", "dashboardEvents"] as const;
beforeAll(() => Promise.all([loadMessages("en", AREAS), loadMessages("hi", AREAS)]));

describe("team rules", () => {
  it.each([teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent])("treats %s as a team event of two", (name) => {
    const event = findEvent(name)!;
    expect(teamSizeOf(event)).toBe(2);
    expect(isTeamEvent(event)).toBe(true);
  });

  it.each([soloEvent, secondSoloEvent, thirdSoloEvent])("treats %s as an individual event", (name) => {
    expect(isTeamEvent(findEvent(name)!)).toBe(false);
  });

  it("lets the server's max_members decide when it has answered", () => {
    const bundled = findEvent(teamEvent)!;
    expect(
      teamSizeOf(bundled, {
        id: 1,
        name: "CTF",
        slug: teamEvent,
        is_registration_on: true,
        min_members: 1,
        max_members: 3,
        team: null,
      }),
    ).toBe(3);
  });

  it("explains team names that are empty or shorter than 2 characters, ignoring spaces", () => {
    expect(teamNameProblem("   ", t)).toBe("Give your team a name.");
    expect(teamNameProblem(" X ", t)).toBe("A team name needs at least 2 characters.");
    expect(teamNameProblem("XY", t)).toBeNull();
    expect(teamNameProblem("x".repeat(51), t)).toBe("A team name has at most 50 characters.");
    expect(teamNameProblem("Win at https://evil.test", t)).toBe(
      'A name cannot contain a web address ("://" or "www.").',
    );
    expect(teamNameProblem("www.evil.test", t)).toBe('A name cannot contain a web address ("://" or "www.").');
    expect(teamNameProblem("node.js: fans", t)).toBeNull();
  });

  it("explains access codes that are empty or shorter than 7 characters", () => {
    expect(accessCodeProblem("", t)).toBe("Enter the access code your teammate shared.");
    expect(accessCodeProblem("ABC12", t)).toBe("An access code has at least 7 characters.");
    expect(accessCodeProblem(" ABC1234 ", t)).toBeNull();
  });

  it("says how many free places a team has, or that it is full (docs/glossary.md)", () => {
    expect(teamStateText(team(1), 2, t)).toBe("1 free place");
    expect(teamStateText(team(1), 3, t)).toBe("2 free places");
    expect(teamStateText(team(2), 2, t)).toBe("Team full");
  });

  it("says a team's state in Hindi with the glossary's words and Hindi plurals", () => {
    expect(teamStateText(team(1), 2, hindi)).toBe("1 जगह खाली");
    expect(teamStateText(team(1), 3, hindi)).toBe("2 जगहें खाली");
    expect(teamStateText(team(2), 2, hindi)).toBe("टीम भरी हुई");
  });

  it("explains a refused team name and access code in Hindi", () => {
    expect(teamNameProblem(" X ", hindi)).toBe("टीम के नाम में कम से कम 2 अक्षर होने चाहिए।");
    expect(accessCodeProblem("", hindi)).toBe("आपके साथी ने जो एक्सेस कोड दिया है, वह लिखें।");
  });

  it("names a one-member team after the participant, kept unique by the profile id", () => {
    expect(soloTeamName("  Asha Verma ", 7)).toBe("Asha Verma #7");
    expect(soloTeamName("", 9)).toBe("Participant #9");
  });
});

describe("leave wording", () => {
  it("warns a creator that deleting removes the team for both members", () => {
    const wording = leaveWording(team(2, true), seededName(teamEvent), false, t);
    expect(wording.button).toBe("Delete team");
    expect(wording.consequence).toContain("deletes it for both members");
  });

  it("tells a lone creator only they lose the registration", () => {
    expect(leaveWording(team(1, true), seededName(secondTeamEvent), false, t).consequence).not.toContain("both");
  });

  it("tells a member the team stays with its creator", () => {
    const wording = leaveWording(team(2, false), seededName(fourthTeamEvent), false, t);
    expect(wording.button).toBe("Leave team");
    expect(wording.consequence).toContain("stays with its creator");
  });

  it("calls leaving an individual event withdrawing", () => {
    expect(leaveWording(team(1, true), seededName(secondSoloEvent), true, t).button).toBe("Withdraw");
  });

  it("words leaving in Hindi, the event's name as it is", () => {
    const wording = leaveWording(team(2, false), seededName(fourthTeamEvent), false, hindi);
    expect(wording.button).toBe("टीम छोड़ें");
    expect(wording.consequence).toBe(
      `आप ${seededName(fourthTeamEvent)} के लिए पंजीकृत नहीं रहेंगे। टीम उसके बनाने वाले के पास रहेगी, जो एक नया सदस्य ले सकते हैं।`,
    );
    expect(leaveWording(team(1, true), seededName(secondSoloEvent), true, hindi).button).toBe("नाम वापस लें");
  });
});
