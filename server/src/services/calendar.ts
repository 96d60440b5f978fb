import { createEvents, type EventAttributes } from "ics";
import type { Queryable } from "../db/types";
import { calendarTokenOf, renewCalendarToken, type ScheduledEvent } from "../repos/calendar";

export interface CalendarLinks {
  /** Where people open the web app (links to event pages). */
  publicUrl: string;
  /** The API's public origin: the events' UIDs are on its host, so they never change with the web app's address. */
  apiPublicUrl: string;
}

/**
 * An iCalendar file (RFC 5545) of these events: one VEVENT each with a UID that stays the same for the event, its
 * start and end in UTC and a SEQUENCE raised by every change of its times, so a subscribed calendar updates the entry.
 */
export function calendarFile(
  events: ScheduledEvent[],
  name: string,
  links: CalendarLinks,
  /** The festival's title as published now: each entry's title starts with it. */
  festivalTitle: string,
): string {
  const host = new URL(links.apiPublicUrl).host;
  const entries: EventAttributes[] = events.map((event) => ({
    uid: `event-${event.slug}@${host}`,
    title: `${festivalTitle}: ${event.name}`,
    start: Date.parse(event.starts_at),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(event.ends_at),
    endInputType: "utc",
    endOutputType: "utc",
    url: `${links.publicUrl}/events/${event.slug}`,
    sequence: event.sequence,
    productId: "codefest/schedule",
  }));
  const { error, value } = createEvents(entries, { calName: name });
  if (error || !value) throw error ?? new Error("the calendar could not be written");
  return value;
}

/** The private feed's address of a user with this feed token. */
const feedUrl = (links: CalendarLinks, token: string) => `${links.apiPublicUrl}/api/calendar/${token}.ics`;

/** The user's private feed address, read with `db` (the context's, or a transaction's). */
export const calendarUrlOf = async (db: Queryable, links: CalendarLinks, userId: number) =>
  feedUrl(links, await calendarTokenOf(db, userId));

/** A new address for the user's private feed; the old one answers 404 from now on. */
export const renewCalendarUrl = async (db: Queryable, links: CalendarLinks, userId: number) =>
  feedUrl(links, await renewCalendarToken(db, userId));
