import type {
  AnnouncementChannel,
  AnnouncementCreate,
  AnnouncementTranslations,
} from "../../../../contract/announcements";

/** The compose form's fields as the organiser fills them in. */
export interface Draft {
  title: string;
  body: string;
  /** The optional Hindi version (issue 42, item 6): both empty for none. */
  hindiTitle: string;
  hindiBody: string;
  /** An event's slug, or EVERYONE. */
  event: string;
  /** Only members of teams with a free place (docs/glossary.md). */
  onlyFreePlace: boolean;
  channels: AnnouncementChannel[];
}

/** The "To" choice meaning everyone (an event is chosen by its slug). */
export const EVERYONE = "*";

export const EMPTY_DRAFT: Draft = {
  title: "",
  body: "",
  hindiTitle: "",
  hindiBody: "",
  event: EVERYONE,
  onlyFreePlace: false,
  channels: ["feed"],
};

/** True when the organiser wrote nothing of a Hindi version (blanks only). */
export const noHindi = ({ hindiTitle, hindiBody }: Pick<Draft, "hindiTitle" | "hindiBody">): boolean =>
  hindiTitle.trim() === "" && hindiBody.trim() === "";

/**
 * The Hindi version as `translations` (docs/API.md "Announcements and mail"): absent when both fields are empty; when
 * only one is, it is sent as typed and the server names the empty one (`translations.hi.title` or `.body`).
 */
export const hindiTranslations = (
  draft: Pick<Draft, "hindiTitle" | "hindiBody">,
): AnnouncementTranslations | undefined =>
  noHindi(draft) ? undefined : { hi: { title: draft.hindiTitle.trim(), body: draft.hindiBody } };

/** The body of `POST admin/announcements/` (and its preview and test). */
export const toRequest = (draft: Draft): AnnouncementCreate => {
  const translations = hindiTranslations(draft);
  return {
    title: draft.title.trim(),
    body: draft.body,
    ...(translations && { translations }),
    event: draft.event === EVERYONE ? null : draft.event,
    only_incomplete_teams: draft.onlyFreePlace,
    channels: draft.channels,
  };
};

/** An event's name from the console's summary: `everyone` for null, the slug itself while the summary is missing. */
export type EventName = (slug: string | null) => string;

export const eventNameIn =
  (events: readonly { slug: string; name: string }[], everyone: string): EventName =>
  (slug) =>
    slug === null ? everyone : (events.find((item) => item.slug === slug)?.name ?? slug);
