import { useState } from "react";
import { utcDateTime } from "../../../i18n/dates";
import { useLanguage } from "../../../i18n/LanguageContext";
import { useT } from "../../../i18n/useT";
import type { TheirVersionProps } from "./TheirVersion";

/** What both editors' published versions say of themselves: which version, when, by whom. */
interface Published {
  version: number;
  created_at: string;
  created_by: { email: string } | null;
}

/** An editor's draft, as `useStoredDraft` keeps it: what was typed and the version it started from. */
interface Drafts<D extends { base: number | null }> {
  setDraft: (change: (current: D) => D) => void;
  forget: (next: D) => void;
}

/**
 * The version another organiser published while this one was editing (set after the server refused a publish), and
 * the props `TheirVersion` shows it with, in the editor's area's words: who published which version when (in UTC, as
 * the histories and the audit log say it), keeping what was typed (to publish over theirs next) or starting again from
 * theirs (`startFrom`). The festival's details and events' texts alike.
 */
export function useTheirVersion<V extends Published, D extends { base: number | null }>(
  area: "eventContent" | "festivalDetails",
  { setDraft, forget }: Drafts<D>,
  startFrom: (theirs: V) => D,
) {
  const t = useT();
  const language = useLanguage();
  const [theirs, setTheirs] = useState<V | null>(null);
  const alert: TheirVersionProps | null = theirs && {
    message: t(`${area}.theirs`, {
      who: theirs.created_by?.email ?? t(`${area}.someone`),
      version: theirs.version,
      at: utcDateTime(language, theirs.created_at),
    }),
    keepLabel: t(`${area}.keep`),
    dropLabel: t(`${area}.drop`),
    onKeep: () => {
      setDraft((current) => ({ ...current, base: theirs.version }));
      setTheirs(null);
    },
    onDrop: () => {
      forget(startFrom(theirs));
      setTheirs(null);
    },
  };
  return { theirs, setTheirs, alert };
}
