import { SEED_EVENTS } from "../../contract/seedEvents";
import { eventView } from "./events";
import type { EventContent } from "./eventTypes";

/**
 * The bundled catalogue as English pages show it, every text included: what the build pre-renders (src/prerender.tsx)
 * and what tests compare pages with. Screens read events through the selectors of src/features/events/eventsSlice.ts,
 * which merge the bundled summaries, an event page's bundled texts and the server's; the app's code never imports this
 * module, so the first visit's entry does not carry the events' page texts.
 */
export const EVENTS: EventContent[] = SEED_EVENTS.map((event) =>
  eventView(event.slug, event.maxMembers, event.content, "en"),
);

/** A bundled event by slug (the build's pages and tests); screens use selectEventByName. */
export const findEvent = (name: string): EventContent | undefined => EVENTS.find((event) => event.name === name);
