import { useCallback, useRef, useState } from "react";
import { resendVerificationEmail } from "./resendVerification";
import { showErrorToast, showSuccessToast } from "./toast";

/** The "resend verification" action: one request at a time, its outcome told in a toast. */
export function useResendVerification(email?: string) {
  const [sending, setSending] = useState(false);
  const running = useRef(false);
  const resend = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSending(true);
    try {
      const outcome = await resendVerificationEmail();
      if (outcome === "sent") {
        showSuccessToast(
          `Verification e-mail sent${email ? ` to ${email}` : ""}. Open its link, then come back to this tab.`,
        );
      } else {
        showErrorToast("To get a new verification e-mail, log out, sign in again, then press Resend.");
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : "";
      showErrorToast(`The verification e-mail could not be sent. ${reason}`.trim());
    } finally {
      running.current = false;
      setSending(false);
    }
  }, [email]);
  return { resend, sending };
}
