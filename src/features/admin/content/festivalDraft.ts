import type { Festival, FestivalPublish } from "../../../../contract/eventContent";
import { partnersOf } from "../../../../contract/festival";
import type { Localized } from "../../../../contract/languages";

/**
 * The festival's details as the console's form holds them: every field as typed (the year and the dates as text, an
 * optional address empty), turned into the published shape only when sent, so a half-typed value is never lost.
 */
export interface FestivalForm {
  name: string;
  title: string;
  year: string;
  host: Localized<string>;
  starts_on: string;
  ends_on: string;
  contact_email: string;
  sponsor_email: string;
  social_links: { label: string; url: string }[];
  /** The partners' names, one a line; absent from a draft kept before the field existed (the published ones stay). */
  partners?: string;
}

/** The form's values and the version the edit started from (kept in the form drafts at every change). */
export interface FestivalDraft {
  base: number | null;
  form: FestivalForm;
}

export const formOf = (festival: Festival): FestivalForm => ({
  name: festival.name,
  title: festival.title,
  year: String(festival.year),
  host: festival.host,
  starts_on: festival.starts_on ?? "",
  ends_on: festival.ends_on ?? "",
  contact_email: festival.contact_email,
  sponsor_email: festival.sponsor_email ?? "",
  social_links: festival.social_links,
  partners: partnersOf(festival).join("\n"),
});

/**
 * The form as a festival: what the preview shows and the publish sends. A year that is not a whole number is sent as
 * typed (a number the server refuses with its message), an empty optional field as null.
 */
export const festivalOf = (form: FestivalForm): Festival => ({
  name: form.name.trim(),
  title: form.title.trim(),
  year: /^\d+$/.test(form.year.trim()) ? Number(form.year.trim()) : Number.NaN,
  host: form.host,
  starts_on: form.starts_on.trim() || null,
  ends_on: form.ends_on.trim() || null,
  contact_email: form.contact_email.trim(),
  sponsor_email: form.sponsor_email.trim() || null,
  social_links: form.social_links.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
  ...(form.partners === undefined
    ? {}
    : {
        partners: form.partners
          .split("\n")
          .map((name) => name.trim())
          .filter(Boolean),
      }),
});

export const publishBody = (draft: FestivalDraft): FestivalPublish => ({
  base_version: draft.base,
  content: festivalOf(draft.form),
});
