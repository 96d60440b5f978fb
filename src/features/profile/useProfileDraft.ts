import { useState } from "react";
import { fieldErrorsOf } from "../../api/apiErrors";
import type { Profile } from "./profileApi";
import { draftFromProfile, fieldProblem, type ProfileDraft, type ProfileField } from "./profileDraft";

type Messages = Partial<Record<ProfileField, string>>;

/**
 * The form's state, seeded once from the server's profile and never reset by a refetch afterwards.
 * A field shows the client's check once touched; a server error stays at its field until that field is edited.
 */
export function useProfileDraft(profile: Profile) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [touched, setTouched] = useState<Set<ProfileField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Messages>({});

  const change = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServerErrors(({ [field]: _edited, ...rest }) => rest);
  };
  const touch = (fields: ProfileField[]) => setTouched((current) => new Set([...current, ...fields]));

  const errors: Messages = {};
  for (const field of Object.keys(draft) as ProfileField[]) {
    const message = serverErrors[field] ?? (touched.has(field) ? fieldProblem(field, draft) : null);
    if (message) errors[field] = message;
  }

  /** Takes the server's field errors; returns the fields they name. */
  const takeServerErrors = (error: Parameters<typeof fieldErrorsOf>[0]): ProfileField[] => {
    const fields = fieldErrorsOf(error);
    const known = (Object.keys(fields) as ProfileField[]).filter((field) => field in draft);
    setServerErrors(Object.fromEntries(known.map((field) => [field, fields[field].join(" ")])));
    return known;
  };

  return { draft, errors, change, touch, blur: (field: ProfileField) => touch([field]), takeServerErrors };
}
