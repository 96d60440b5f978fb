import { useCallback, useEffect, useState } from "react";
import { api } from "../../api/api";
import { useAppDispatch } from "../../app/hooks";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { checkVerification } from "../../lib/verificationCheck";
import { useLoginMutation } from "./authApi";

export const VERIFIED_MESSAGE = "Your e-mail is verified. You can register for events now.";
export const NOT_YET_MESSAGE = "Your e-mail is not verified yet. Open the link in the e-mail we sent, then try again.";
export const SIGN_IN_AGAIN_MESSAGE = "We could not check from this browser: log out and sign in again.";

/**
 * Notices a verification made in another tab or on another device, without signing out: `check()` for the
 * "I have verified" button (says what it found), and, while `watch` is set, a quiet check when the dashboard
 * opens and whenever the participant comes back to the tab.
 */
export function useVerificationCheck(watch = false) {
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
    if (outcome === "verified") showSuccessToast(VERIFIED_MESSAGE);
    return outcome;
  }, [dispatch, login]);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const outcome = await verify();
      if (outcome === "not-yet") showErrorToast(NOT_YET_MESSAGE);
      if (outcome === "no-provider-session") showErrorToast(SIGN_IN_AGAIN_MESSAGE);
    } catch (error) {
      const reason = error instanceof Error ? error.message : "";
      showErrorToast(`Your e-mail's verification could not be checked. ${reason}`.trim());
    } finally {
      setChecking(false);
    }
  }, [verify]);

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
