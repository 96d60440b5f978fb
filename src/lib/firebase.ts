import type { Auth } from "firebase/auth";
import { config } from "../config/appConfig";

let authPromise: Promise<Auth> | undefined;

/** Firebase keeps the signed-in provider user in local storage under keys with this prefix. */
export const PROVIDER_SESSION_KEY_PREFIX = "firebase:authUser:";

async function createAuth(): Promise<Auth> {
  const [{ getApps, initializeApp }, authSdk] = await Promise.all([
    import(/* webpackChunkName: "firebase" */ "firebase/app"),
    import(/* webpackChunkName: "firebase" */ "firebase/auth"),
  ]);
  const { apiKey, authDomain, projectId, appId, authEmulatorHost } = config.firebase;
  const app = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId, ...(appId ? { appId } : {}) });
  // Local storage (not IndexedDB) so the app can tell, without loading this SDK, whether a provider session exists.
  let auth: Auth;
  try {
    auth = authSdk.initializeAuth(app, {
      persistence: authSdk.browserLocalPersistence,
      popupRedirectResolver: authSdk.browserPopupRedirectResolver,
    });
  } catch {
    // Another feature created the instance first: share it (it is already connected to the emulator then).
    return authSdk.getAuth(app);
  }
  if (authEmulatorHost) {
    authSdk.connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
    // The emulator accepts any phone sign-in without a real bot check; a real project never skips it.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  await auth.authStateReady();
  return auth;
}

/** The Firebase Auth instance, created on first use so pages that never sign in never download the SDK. */
export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= createAuth().catch((error: unknown) => {
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

/** Whether this browser may hold a provider session (checked without loading the SDK). */
export function mayHoldProviderSession(): boolean {
  if (authPromise) return true;
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(PROVIDER_SESSION_KEY_PREFIX));
  } catch {
    return false;
  }
}
