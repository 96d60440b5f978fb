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

/** What the identity provider says of an account now. */
export type AccountState =
  | {
      kind: "active";
      /** Tokens issued before this are revoked (a password change, a sign-out everywhere). */ tokensValidAfter: Date | null;
    }
  | { kind: "missing" }
  | { kind: "disabled" }
  /** The provider could not be asked (down, slow, no credentials): nothing may be concluded. */
  | { kind: "unknown"; reason: string };

export interface IdentityVerifier {
  /** The token's identity, or null when the token is not a valid, unexpired ID token for this project. */
  verify(idToken: string): Promise<Identity | null>;
  /**
   * The account's state at the provider, or undefined when this server cannot look accounts up (in production that
   * takes service account credentials; the Auth emulator needs none).
   */
  lookup?: (uid: string) => Promise<AccountState>;
  close(): Promise<void>;
}

/** A lookup that takes longer than this counts as a provider that cannot be reached. */
const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Whether the Admin SDK can look accounts up: against the emulator always; against Google with credentials from
 * GOOGLE_APPLICATION_CREDENTIALS (a service account key file) or, with FIREBASE_LOOKUPS=1, the ambient credentials
 * of a Google Cloud runtime.
 */
export function canLookUpAccounts(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.GOOGLE_APPLICATION_CREDENTIALS || env.FIREBASE_LOOKUPS === "1");
}

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) return String(error.code);
  return "";
}

/**
 * Verifies Firebase ID tokens with the Admin SDK. With FIREBASE_AUTH_EMULATOR_HOST set the SDK accepts the
 * emulator's unsigned tokens; otherwise it checks Google's signatures, the audience (the project id) and expiry.
 */
export function firebaseVerifier(projectId: string, { lookups = canLookUpAccounts() } = {}): IdentityVerifier {
  // Verifying ID tokens needs only the project id: no service account. Looking accounts up needs credentials, which
  // the SDK finds by itself (GOOGLE_APPLICATION_CREDENTIALS or the runtime's).
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
    lookup: lookups
      ? async (uid) => {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<AccountState>((resolve) => {
            timer = setTimeout(() => resolve({ kind: "unknown", reason: "timed out" }), LOOKUP_TIMEOUT_MS);
          });
          const asked = auth.getUser(uid).then(
            (user): AccountState =>
              user.disabled
                ? { kind: "disabled" }
                : {
                    kind: "active",
                    tokensValidAfter: user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime) : null,
                  },
            (error: unknown): AccountState =>
              errorCode(error) === "auth/user-not-found"
                ? { kind: "missing" }
                : { kind: "unknown", reason: error instanceof Error ? error.message : String(error) },
          );
          try {
            return await Promise.race([asked, timeout]);
          } finally {
            clearTimeout(timer);
          }
        }
      : undefined,
    close: () => deleteApp(app),
  };
}
