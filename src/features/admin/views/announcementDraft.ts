import type { AnnouncementChannel, AnnouncementCreate } from "../../../../contract/announcements";

/** The compose form's fields as the organiser fills them in. */
export interface Draft {
  title: string;
  body: string;
  /** An event's slug, or EVERYONE. */
  event: string;
  /** Only members of teams with a free place (docs/glossary.md). */
  onlyFreePlace: boolean;
  channels: AnnouncementChannel[];
}

/** The "To" choice meaning everyone (an event is chosen by its slug). */
export const EVERYONE = "*";

export const EMPTY_DRAFT: Draft = { title: "", body: "", event: EVERYONE, onlyFreePlace: false, channels: ["feed"] };

/** The body of `POST admin/announcements/` (and its preview and test). */
export const toRequest = (draft: Draft): AnnouncementCreate => ({
  title: draft.title.trim(),
  body: draft.body,
  event: draft.event === EVERYONE ? null : draft.event,
  only_incomplete_teams: draft.onlyFreePlace,
  channels: draft.channels,
});

/** An event's name from the console's summary: "Everyone" for null, the slug itself while the summary is missing. */
export type EventName = (slug: string | null) => string;

export const eventNameIn =
  (events: readonly { slug: string; name: string }[]): EventName =>
  (slug) =>
    slug === null ? "Everyone" : (events.find((item) => item.slug === slug)?.name ?? slug);
