import { type FormEvent, useState } from "react";
import type { RunAction } from "./useBusyAction";

/**
 * The state of a form that e-mails something to one address (a sign-in link, a password reset): the typed address,
 * the address the last send went to, and a submit handler that trims the address and runs `send` through `run`.
 * `sentTo` is set only once `send` has resolved, so a failed send never claims success.
 */
export function useEmailSendForm(run: RunAction, send: (address: string) => Promise<void>) {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void run(async () => {
      await send(address);
      setSentTo(address);
    });
  };

  return { email, setEmail, sentTo, submit };
}
