import { useState } from "react";
import type { Profile } from "../../../contract/profile";
import { fieldErrorsOf } from "../../api/apiErrors";
import { useT } from "../../i18n/useT";
import { clearDraft, DRAFT_KEYS, readDraft, writeDraft } from "../../lib/formDrafts";
import { draftFromProfile, fieldProblem, isProfessional, type ProfileDraft, type ProfileField } from "./profileDraft";

type Messages = Partial<Record<ProfileField, string>>;

/** The server's refusal of the last save: every key it named (a field, `non_field_errors`, any other) and its messages. */
export type ServerProblems = Record<string, string>;

interface StoredDraft {
  /** The profile's id: a draft never fills in someone else's form. */
  owner: number;
  values: ProfileDraft;
}

/** The values typed before a 401 sent the user to /login, when they are this user's and complete. */
function restoredDraft(profile: Profile): ProfileDraft | undefined {
  const stored = readDraft(DRAFT_KEYS.profile) as Partial<StoredDraft> | undefined;
  if (!stored || stored.owner !== profile.id || !stored.values) return undefined;
  const seeded = draftFromProfile(profile);
  const values = stored.values as Partial<Record<ProfileField, unknown>>;
  const fields = Object.keys(seeded) as ProfileField[];
  return fields.every((field) => typeof values[field] === "string") ? (values as ProfileDraft) : undefined;
}

/**
 * The form's state, seeded once from the server's profile and never reset by a refetch afterwards.
 * A field shows the client's check once touched; a server error stays at its field until that field is edited.
 */
export function useProfileDraft(profile: Profile, typedName?: string) {
  const t = useT();
  const [draft, setDraft] = useState<ProfileDraft>(() => {
    const restored = restoredDraft(profile);
    if (restored) return restored;
    const seeded = draftFromProfile(profile);
    return typedName ? { ...seeded, name: typedName } : seeded;
  });
  const [touched, setTouched] = useState<Set<ProfileField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<ServerProblems>({});

  const change = (field: ProfileField, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      // A year of study is no number of years at work, nor the other way round: the answer is asked again.
      if (field === "institute_type" && isProfessional(current) !== isProfessional(next)) next.study_year = "";
      writeDraft(DRAFT_KEYS.profile, { owner: profile.id, values: next } satisfies StoredDraft);
      return next;
    });
    setTouched((current) => new Set(current).add(field));
    setServerErrors(({ [field]: _edited, ...rest }) => rest);
  };
  const touch = (fields: ProfileField[]) => setTouched((current) => new Set([...current, ...fields]));

  const errors: Messages = {};
  for (const field of Object.keys(draft) as ProfileField[]) {
    const problem = touched.has(field) ? fieldProblem(field, draft) : null;
    const message = serverErrors[field] ?? (problem && t(problem));
    if (message) errors[field] = message;
  }

  /** Takes the server's errors, whatever keys they name; returns the form's fields among them. */
  const takeServerErrors = (error: Parameters<typeof fieldErrorsOf>[0]): ProfileField[] => {
    const fields = fieldErrorsOf(error);
    setServerErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages.join(" ")])));
    return (Object.keys(fields) as ProfileField[]).filter((field) => field in draft);
  };

  /** The draft is sent and saved: nothing to restore any more, and nothing refused. */
  const saved = () => {
    clearDraft(DRAFT_KEYS.profile);
    setServerErrors({});
  };

  return {
    draft,
    errors,
    serverProblems: serverErrors,
    change,
    touch,
    blur: (field: ProfileField) => touch([field]),
    takeServerErrors,
    saved,
  };
}
