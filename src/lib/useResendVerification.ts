import { useCallback, useRef, useState } from "react";
import { useT } from "../i18n/useT";
import { resendVerificationEmail } from "./resendVerification";
import { showErrorToast, showSuccessToast } from "./toast";

/** The "resend verification" action: one request at a time, its outcome told in a toast (the dashboard's words). */
export function useResendVerification(email?: string) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const running = useRef(false);
  const resend = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSending(true);
    try {
      const outcome = await resendVerificationEmail();
      if (outcome === "sent") {
        showSuccessToast(email ? t("dashboard.verification.sentTo", { email }) : t("dashboard.verification.sent"));
      } else {
        showErrorToast(t("dashboard.verification.resendNeedsSignIn"));
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : "";
      showErrorToast(t("dashboard.verification.sendFailed", { reason }).trim());
    } finally {
      running.current = false;
      setSending(false);
    }
  }, [email, t]);
  return { resend, sending };
}
