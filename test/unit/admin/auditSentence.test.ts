import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "../../../contract/admin";
import { AUDIT_ACTION_LABELS, auditSentence as sentenceIn } from "../../../src/features/admin/auditSentence";
import { loadMessages } from "../../../src/i18n/catalogues";
import type { Language } from "../../../src/i18n/languages";
import { translate } from "../../../src/i18n/translate";
import type { Translate } from "../../../src/i18n/useT";
import { teamEvents } from "../../support/seedEvents";

const [teamEvent] = teamEvents(1);

const speaking =
  (language: Language): Translate =>
  (key, values) =>
    translate(language, key, values);
const auditSentence = (entry: AuditEntry, language: Language = "en") => sentenceIn(entry, speaking(language));

beforeAll(() => Promise.all([loadMessages("en", ["audit"]), loadMessages("hi", ["audit"])]));

const entry = (action: string, target: string, details: Record<string, unknown> = {}): AuditEntry => ({
  id: 1,
  at: "2020-02-01T10:00:00.000Z",
  actor: { id: 7, email: "ada@example.org" },
  action,
  target,
  details,
});

describe("the audit log in the console's words", () => {
  it.each([...AUDIT_ACTIONS])("reads %s as a sentence with a label of its own in the filter", (action) => {
    const sentence = auditSentence(entry(action, "thing:x"));
    expect(sentence).toMatch(/^ada@example\.org [a-z].*\.$/);
    expect(sentence).not.toContain(action);
    expect(translate("en", AUDIT_ACTION_LABELS[action as AuditAction])).toMatch(/^[A-Z]/);
  });

  it("says what each newer action did, from the details the server records", () => {
    const said = (action: string, target: string, details: Record<string, unknown>) =>
      auditSentence(entry(action, target, details));
    expect(
      said("event.schedule", `event:${teamEvent}`, {
        before: { starts_at: null, ends_at: null, registration_closes_at: "2030-01-01T00:00:00Z" },
        after: { starts_at: "2030-02-01T04:30:00Z", ends_at: null, registration_closes_at: "2030-01-02T00:00:00Z" },
      }),
    ).toBe(`ada@example.org changed the schedule of ${teamEvent} (start, registration close).`);
    expect(said("export.teams", `event:${teamEvent}`, { filters: { event: teamEvent } })).toBe(
      `ada@example.org exported the teams of ${teamEvent} as CSV.`,
    );
    expect(said("export.teams", "teams", { filters: { event: null } })).toBe(
      "ada@example.org exported every team as CSV.",
    );
    expect(
      said("export.participants", "participants", { filters: { search: "ada", verified: true, complete: false } }),
    ).toBe("ada@example.org exported the participants (search “ada”, verified e-mails, incomplete profiles) as CSV.");
    expect(
      said("results.amend", `event:${teamEvent}`, {
        before: [],
        after: [
          { team: 1, rank: 1 },
          { team: 2, rank: null },
        ],
      }),
    ).toBe(`ada@example.org saved an amendment of the results of ${teamEvent} (2 teams).`);
    expect(said("results.correct", `event:${teamEvent}`, { issued: 1, already_issued: 4, revoked: 2 })).toBe(
      `ada@example.org published corrected results of ${teamEvent}, issuing 1 certificate and revoking 2.`,
    );
    expect(
      said("announcement.publish", "announcement:3", {
        title: "Rules changed",
        event: teamEvent,
        only_incomplete_teams: false,
        channels: ["feed", "email"],
        recipients: 1,
      }),
    ).toBe(`ada@example.org published the announcement “Rules changed” for ${teamEvent}, reaching 1 person.`);
    expect(
      said("announcement.correct", "announcement:3", {
        before: { title: "Rules changd", body: "x" },
        after: { title: "Rules changed", body: "x" },
      }),
    ).toBe("ada@example.org corrected the announcement “Rules changed”.");
    expect(said("announcement.withdraw", "announcement:3", { title: "Rules changed", unsent_dropped: 40 })).toBe(
      "ada@example.org withdrew the announcement “Rules changed” (40 unsent e-mails dropped).",
    );
  });

  it("keeps an action of a newer server readable as it is", () => {
    expect(auditSentence(entry("event.rename", `event:${teamEvent}`))).toBe(
      `ada@example.org event.rename on event:${teamEvent}.`,
    );
  });

  it("says each action in Hindi, the actor first and the verb last, with Hindi plurals", () => {
    for (const action of AUDIT_ACTIONS) {
      const sentence = auditSentence(entry(action, "thing:x"), "hi");
      expect(sentence).toMatch(/^ada@example\.org ने .*[\u0900-\u097F].*।$/u);
      expect(translate("hi", AUDIT_ACTION_LABELS[action])).toMatch(/[\u0900-\u097F]/u);
    }
    expect(
      auditSentence(entry("results.save", `event:${teamEvent}`, { after: [{ team: 1 }, { team: 2 }] }), "hi"),
    ).toBe(`ada@example.org ने ${teamEvent} के ड्राफ़्ट परिणाम सहेजे (2 टीमें)।`);
    expect(
      sentenceIn({ ...entry("event.hide", `event:${teamEvent}`), actor: { id: 0, email: "" } }, speaking("hi")),
    ).toBe(`आयोजक कमांड ने इवेंट ${teamEvent} को सार्वजनिक पेजों और पंजीकरण से छिपाया।`);
  });
});
