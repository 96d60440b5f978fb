import { config } from "../../config";

export type ResendOutcome = "sent" | "no-provider-session";

/**
 * Asks the identity provider to send the verification e-mail again. Firebase is imported here, on demand,
 * so it never weighs on the first page; the app instance is shared with sign-in when it already exists.
 */
export async function resendVerificationEmail(): Promise<ResendOutcome> {
  const [{ getApp, getApps, initializeApp }, { connectAuthEmulator, getAuth, sendEmailVerification }] =
    await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const existing = getApps().length > 0;
  const app = existing ? getApp() : initializeApp(config.firebase);
  const auth = getAuth(app);
  if (!existing && config.firebase.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.firebase.authEmulatorHost}`, { disableWarnings: true });
  }
  await auth.authStateReady();
  if (!auth.currentUser) return "no-provider-session";
  await sendEmailVerification(auth.currentUser);
  return "sent";
}
