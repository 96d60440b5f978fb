import { useState } from "react";
import { clearDraft, readDraft, writeDraft } from "../../lib/formDrafts";

interface CheckedField {
  value: string;
  /** The message to show at the field: the client rule once touched, else the server's answer to the last call. */
  message: string | undefined;
  change: (value: string) => void;
  /** Marks the field touched and says whether it may be sent. */
  readyToSend: () => boolean;
  clear: () => void;
}

const storedDraft = (key: string | undefined) => {
  const stored = key ? readDraft(key) : undefined;
  return typeof stored === "string" ? stored : "";
};

/**
 * One text field checked as the user types by a client rule, with the server's field error from the last call
 * shown until the user edits the value again. With a `draftKey`, what is typed survives a trip to /login.
 */
export function useCheckedField(
  initial: string,
  rule: (value: string) => string | null,
  serverMessages: string[] | undefined,
  draftKey?: string,
): CheckedField {
  const [value, setValue] = useState(() => initial || storedDraft(draftKey));
  const [touched, setTouched] = useState(() => (initial || storedDraft(draftKey)) !== "");
  const [editedSinceCall, setEditedSinceCall] = useState(false);
  const problem = rule(value);
  const serverProblem = editedSinceCall ? undefined : serverMessages?.join(" ");
  const message = (touched && problem !== null ? problem : serverProblem) ?? undefined;

  return {
    value,
    message,
    change: (next) => {
      setValue(next);
      if (draftKey) writeDraft(draftKey, next);
      setTouched(true);
      setEditedSinceCall(true);
    },
    readyToSend: () => {
      setTouched(true);
      if (problem) return false;
      setEditedSinceCall(false);
      return true;
    },
    clear: () => {
      if (draftKey) clearDraft(draftKey);
      setValue("");
      setTouched(false);
    },
  };
}
