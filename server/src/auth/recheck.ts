import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../db/types";
import { endTokensIssuedBefore } from "../repos/tokens";
import type { IdentityVerifier } from "./identity";

/** The default bound: a user's account is looked up again at most this often (docs/security.md). */
export const IDENTITY_RECHECK_SECONDS = 180;
/** After the provider could not be asked, the next lookup for that user waits this long (at most the bound). */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** Past this many users remembered, entries no longer due are forgotten. */
const PRUNE_AT = 50_000;

/** The calling token: its hash and when it was issued (ms since the epoch). */
export interface CallingToken {
  keyHash: string;
  issuedMs: number;
}

export interface IdentityRecheck {
  /**
   * Whether the calling token may still be used, from what the identity provider said of its user at most the
   * bound ago (asked again when older). A token issued before the user's tokens were revoked ends; a user the
   * provider does not know or has disabled loses every token issued before that was learnt. Returns false when the
   * calling token has just been ended (the caller answers 401). A provider that cannot be reached ends nothing:
   * logged, and asked again shortly. `log` is the calling request's logger, so what the check writes carries that
   * request's id (the server's logger when omitted).
   */
  check(user: { id: number; uid: string }, token: CallingToken, log?: FastifyBaseLogger): Promise<boolean>;
  /** Ends the user's tokens that the last answer of the provider revokes (before the profile lists sessions). */
  endRevoked(userId: number): Promise<void>;
}

/** What was learnt of a user: tokens issued before `endsBefore` are ended; the next lookup is due at `dueAt`. */
interface Learnt {
  endsBefore: number | null;
  dueAt: number;
}

/**
 * The re-check of sessions against their identity, per API process: each process asks the provider about a user at
 * most once per `everySeconds` (requests of that user meanwhile share the one lookup in flight), and otherwise
 * costs no statement unless a token ends. Without lookups (no credentials) it does nothing, and says so once.
 */
export function identityRecheck(
  db: Queryable,
  identity: IdentityVerifier,
  serverLog: FastifyBaseLogger,
  everySeconds = IDENTITY_RECHECK_SECONDS,
): IdentityRecheck {
  const lookup = identity.lookup;
  if (!lookup) {
    serverLog.warn(
      "identity lookups are off (no service account credentials: GOOGLE_APPLICATION_CREDENTIALS): a password " +
        "change, a disabled or a deleted account at the identity provider does not end API tokens; sessions end " +
        "only with their own life (logout, or 30 days unused)",
    );
    return { check: async () => true, endRevoked: async () => undefined };
  }
  const everyMs = everySeconds * 1000;
  const learnt = new Map<number, Learnt>();
  const inFlight = new Map<number, Promise<Learnt>>();

  function prune(now: number) {
    if (learnt.size < PRUNE_AT) return;
    for (const [userId, entry] of learnt) if (entry.dueAt <= now && entry.endsBefore === null) learnt.delete(userId);
  }

  /** Asks the provider about the user; a missing or disabled account loses every token at once. */
  async function ask(user: { id: number; uid: string }, log: FastifyBaseLogger): Promise<Learnt> {
    const askedAt = Date.now();
    const state = await lookup!(user.uid);
    const now = Date.now();
    if (state.kind === "unknown") {
      log.warn(
        { userId: user.id, reason: state.reason },
        "identity provider unreachable: sessions kept, retried later",
      );
      const kept = {
        endsBefore: learnt.get(user.id)?.endsBefore ?? null,
        dueAt: now + Math.min(everyMs, RETRY_AFTER_FAILURE_MS),
      };
      learnt.set(user.id, kept);
      return kept;
    }
    if (state.kind !== "active") {
      // Tokens issued after this lookup came with a fresh ID token: the account was back by then.
      const ended = await endTokensIssuedBefore(db, user.id, new Date(askedAt));
      log.info(
        { userId: user.id, account: state.kind, ended: ended.length },
        "sessions ended by the identity provider",
      );
    }
    const entry = {
      endsBefore: state.kind === "active" ? (state.tokensValidAfter?.getTime() ?? null) : askedAt,
      dueAt: now + everyMs,
    };
    learnt.set(user.id, entry);
    return entry;
  }

  return {
    async check(user, token, log = serverLog) {
      const now = Date.now();
      let entry = learnt.get(user.id);
      if (!entry || entry.dueAt <= now) {
        let asking = inFlight.get(user.id);
        if (!asking) {
          prune(now);
          asking = ask(user, log).finally(() => inFlight.delete(user.id));
          inFlight.set(user.id, asking);
        }
        entry = await asking;
      }
      if (entry.endsBefore === null || token.issuedMs >= entry.endsBefore) return true;
      // Revoked: this token ends with every other of the user issued before the revocation.
      const ended = await endTokensIssuedBefore(db, user.id, new Date(entry.endsBefore));
      if (ended.length > 0) log.info({ userId: user.id, ended: ended.length }, "revoked sessions ended");
      return false;
    },
    async endRevoked(userId) {
      const endsBefore = learnt.get(userId)?.endsBefore;
      if (endsBefore != null) await endTokensIssuedBefore(db, userId, new Date(endsBefore));
    },
  };
}
