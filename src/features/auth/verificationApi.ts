import { useCallback, useEffect, useState } from "react";
import { api } from "../../api/api";
import { useAppDispatch } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { checkVerification } from "../../lib/verificationCheck";
import { useLoginMutation } from "./authApi";

/**
 * Notices a verification made in another tab or on another device, without signing out: `check()` for the
 * "I have verified" button (says what it found), and, while `watch` is set, a quiet check when the dashboard
 * opens and whenever the participant comes back to the tab. Its toasts are in the dashboard's catalogue.
 */
export function useVerificationCheck(watch = false) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [checking, setChecking] = useState(false);

  /** Asks the provider, tells the server when the e-mail is verified, and says so: quiet otherwise. */
  const verify = useCallback(async () => {
    const outcome = await checkVerification(async (idToken) => {
      await login({ id_token: idToken }).unwrap();
      // The server now holds the verification: read the profile (and with it the gates) again.
      dispatch(api.util.invalidateTags(["Profile", "Events"]));
    });
    if (outcome === "verified") showSuccessToast(t("dashboard.verification.verified"));
    return outcome;
  }, [dispatch, login, t]);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const outcome = await verify();
      if (outcome === "not-yet") showErrorToast(t("dashboard.verification.notYet"));
      if (outcome === "no-provider-session") showErrorToast(t("dashboard.verification.signInAgain"));
    } catch (error) {
      const reason = error instanceof Error ? error.message : "";
      showErrorToast(t("dashboard.verification.checkFailed", { reason }).trim());
    } finally {
      setChecking(false);
    }
  }, [verify, t]);

  useEffect(() => {
    if (!watch) return;
    // Quiet: a failed background check changes nothing on screen; the button tells its outcome.
    const quietly = () => void verify().catch(() => undefined);
    const onReturn = () => {
      if (document.visibilityState !== "hidden") quietly();
    };
    quietly();
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("focus", onReturn);
    return () => {
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("focus", onReturn);
    };
  }, [watch, verify]);

  return { check, checking };
}
