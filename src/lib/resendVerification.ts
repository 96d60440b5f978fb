import { getFirebaseAuth, mayHoldProviderSession } from "./firebase";

export type ResendOutcome = "sent" | "no-provider-session";

/**
 * Asks the identity provider to send the verification e-mail again. The SDK is loaded only now, never with the
 * page; without a provider session in this browser there is no one to send it for.
 */
export async function resendVerificationEmail(): Promise<ResendOutcome> {
  if (!mayHoldProviderSession()) return "no-provider-session";
  const [auth, { sendEmailVerification }] = await Promise.all([
    getFirebaseAuth(),
    import(/* webpackChunkName: "firebase" */ "firebase/auth"),
  ]);
  if (!auth.currentUser) return "no-provider-session";
  await sendEmailVerification(auth.currentUser);
  return "sent";
}
