import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

/** What the server keeps from a verified ID token. */
export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
  provider: string;
}

export interface IdentityVerifier {
  /** The token's identity, or null when the token is not a valid, unexpired ID token for this project. */
  verify(idToken: string): Promise<Identity | null>;
  close(): Promise<void>;
}

/**
 * Verifies Firebase ID tokens with the Admin SDK. With FIREBASE_AUTH_EMULATOR_HOST set the SDK accepts the
 * emulator's unsigned tokens; otherwise it checks Google's signatures, the audience (the project id) and expiry.
 */
export function firebaseVerifier(projectId: string): IdentityVerifier {
  // Verifying ID tokens needs only the project id: no service account.
  const app: App = initializeApp({ projectId }, `codefest-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        return {
          uid: decoded.uid,
          email: decoded.email ?? "",
          emailVerified: decoded.email_verified === true,
          provider: decoded.firebase?.sign_in_provider ?? "",
        };
      } catch {
        return null;
      }
    },
    close: () => deleteApp(app),
  };
}
