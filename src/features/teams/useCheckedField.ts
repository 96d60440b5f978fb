import { useState } from "react";

interface CheckedField {
  value: string;
  /** The message to show at the field: the client rule once touched, else the server's answer to the last call. */
  message: string | undefined;
  change: (value: string) => void;
  /** Marks the field touched and says whether it may be sent. */
  readyToSend: () => boolean;
  clear: () => void;
}

/**
 * One text field checked as the user types by a client rule, with the server's field error from the last call
 * shown until the user edits the value again.
 */
export function useCheckedField(
  initial: string,
  rule: (value: string) => string | null,
  serverMessages: string[] | undefined,
): CheckedField {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(initial !== "");
  const [editedSinceCall, setEditedSinceCall] = useState(false);
  const problem = rule(value);
  const serverProblem = editedSinceCall ? undefined : serverMessages?.join(" ");
  const message = (touched && problem !== null ? problem : serverProblem) ?? undefined;

  return {
    value,
    message,
    change: (next) => {
      setValue(next);
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
      setValue("");
      setTouched(false);
    },
  };
}
