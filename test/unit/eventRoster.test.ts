import { EVENT_ROSTER } from "../../contract/events";
import { EVENTS } from "../../src/content/bundledEvents";

describe("the event roster and the event pages' texts", () => {
  it("give every roster event a page, in the roster's order, and no page to an event the server does not hold", () => {
    expect(EVENTS.map((event) => event.name)).toEqual(EVENT_ROSTER.map((event) => event.slug));
  });

  it("agree on each event's largest team", () => {
    for (const { slug, maxMembers } of EVENT_ROSTER) {
      expect({ slug, size: EVENTS.find((event) => event.name === slug)?.maxTeamSize }).toEqual({
        slug,
        size: maxMembers,
      });
    }
  });
});
