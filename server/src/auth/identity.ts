import { randomUUID } from "node:crypto";
import { type App, type Credential, deleteApp, initializeApp } from "firebase-admin/app";
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

/**
 * The provider could not say whether an ID token's account still stands (lookups on, but the lookup failed or took
 * longer than 3 s): no session may be issued on it (`login/` and `register/` answer 503).
 */
export class IdentityUnavailableError extends Error {}

export interface IdentityVerifier {
  /**
   * The token's identity, or null when the token is not a valid, unexpired ID token for this project. Where account
   * lookups are on, also null when the account is disabled or deleted or its tokens were revoked after the token's
   * sign-in (a password change), and IdentityUnavailableError when the provider could not be asked.
   */
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

/** What `verifyIdToken` rejects a token with when the token itself is refused (any other error is a failed lookup). */
const REFUSED_TOKEN_CODES = new Set([
  "auth/argument-error",
  "auth/invalid-argument",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/user-disabled",
  "auth/user-not-found",
]);

/** `promise`, or `onTimeout` once LOOKUP_TIMEOUT_MS have passed. */
async function withinLookupTimeout<T>(promise: Promise<T>, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Verifies Firebase ID tokens with the Admin SDK. With FIREBASE_AUTH_EMULATOR_HOST set the SDK accepts the
 * emulator's unsigned tokens; otherwise it checks Google's signatures, the audience (the project id) and expiry.
 * With lookups on it also asks the provider whether the account still stands and the token's sign-in came after its
 * tokens were last revoked (`checkRevoked`): the SDK does that by itself only against the emulator.
 */
export function firebaseVerifier(
  projectId: string,
  { lookups = canLookUpAccounts(), credential }: { lookups?: boolean; credential?: Credential } = {},
): IdentityVerifier {
  // Verifying ID tokens needs only the project id: no service account. Looking accounts up needs credentials, which
  // the SDK finds by itself (GOOGLE_APPLICATION_CREDENTIALS or the runtime's) unless `credential` is given.
  const app: App = initializeApp(credential ? { projectId, credential } : { projectId }, `codefest-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const verified = auth.verifyIdToken(idToken, lookups).then(
        (decoded): Identity => ({
          uid: decoded.uid,
          email: decoded.email ?? "",
          emailVerified: decoded.email_verified === true,
          provider: decoded.firebase?.sign_in_provider ?? "",
        }),
        (error: unknown) => {
          if (!lookups || REFUSED_TOKEN_CODES.has(errorCode(error))) return null;
          return new IdentityUnavailableError(error instanceof Error ? error.message : String(error));
        },
      );
      const outcome = lookups
        ? await withinLookupTimeout(verified, () => new IdentityUnavailableError("timed out"))
        : await verified;
      if (outcome instanceof IdentityUnavailableError) throw outcome;
      return outcome;
    },
    lookup: lookups
      ? (uid) => {
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
          return withinLookupTimeout(asked, (): AccountState => ({ kind: "unknown", reason: "timed out" }));
        }
      : undefined,
    close: () => deleteApp(app),
  };
}
