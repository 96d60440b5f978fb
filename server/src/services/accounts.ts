import type { LoginResponse, RegisterRequest, RegisterResponse } from "../../../contract/auth";
import { MESSAGES } from "../../../contract/messages";
import type { Identity } from "../auth/identity";
import { type Db, isUniqueViolation } from "../db/types";
import { randomCode, retryOnCodeCollision } from "../lib/codes";
import { createHandles } from "../repos/handles";
import { issueToken } from "../repos/tokens";
import { creditReferral, findUserByUid, insertUser, referrerByCode, updateIdentity } from "../repos/users";
import { InvalidInputError, InvalidRequestError, type MarkFailure } from "./errors";

/**
 * What a sign-in keeps of the identity: what the provider says now, except that a verified e-mail is not replaced by
 * an address nobody verified (changed at the provider, not yet confirmed): the account keeps the verified one until
 * the new one is verified, so an unverified address never takes what is keyed by e-mail (docs/results.md).
 */
function identityKept(existing: { email: string; is_verified: boolean }, who: Identity): Identity {
  const same = existing.email.trim().toLowerCase() === who.email.trim().toLowerCase();
  if (existing.is_verified && !who.emailVerified && !same) {
    return { ...who, email: existing.email, emailVerified: true };
  }
  return who;
}

/**
 * `login/`: the account of a verified identity gets a new token, with what the identity provider says now (e-mail,
 * its verification, the provider; an unverified new e-mail does not replace a verified one) and the referral counted
 * once the profile is complete and the e-mail verified. No account is a refusal marked with `failed` (it counts
 * toward the account's failure limit).
 */
export async function logIn(
  db: Db,
  who: Identity,
  userAgent: string | undefined,
  failed: MarkFailure,
): Promise<LoginResponse> {
  const existing = await findUserByUid(db, who.uid);
  if (!existing) throw failed(new InvalidInputError({ non_field_errors: [MESSAGES.noSuchAccount] }));
  return db.transaction(async (tx) => {
    const user = await updateIdentity(tx, existing.id, identityKept(existing, who));
    await creditReferral(tx, existing.id);
    return {
      user_id: user.id,
      token: await issueToken(tx, user.id, userAgent),
      verification_status: user.is_verified,
      is_profile_complete: user.is_profile_complete,
    };
  });
}

/**
 * `register/`: a new account for a verified identity, with its empty handles and a token, referred by the owner of
 * `applied_referral_code` (any case) when given. An identity that has an account already and an unknown referral code
 * are refusals marked with `failed`; a concurrent registration of the same identity loses to the first.
 */
export async function register(
  db: Db,
  who: Identity,
  request: Pick<RegisterRequest, "first_name" | "last_name" | "applied_referral_code">,
  userAgent: string | undefined,
  failed: MarkFailure,
): Promise<RegisterResponse> {
  if (await findUserByUid(db, who.uid)) throw failed(new InvalidRequestError(MESSAGES.userExists));
  const code = (request.applied_referral_code ?? "").trim().toUpperCase();
  const referredBy = code ? await referrerByCode(db, code) : null;
  if (code && referredBy === null) {
    throw failed(InvalidInputError.field("applied_referral_code", MESSAGES.invalidReferral));
  }
  const name = [request.first_name, request.last_name].filter(Boolean).join(" ");
  try {
    return await retryOnCodeCollision("users_referral_code", () =>
      db.transaction(async (tx) => {
        const user = await insertUser(tx, { ...who, name, referralCode: randomCode(8), referredBy });
        await createHandles(tx, user.id);
        return {
          user_id: user.id,
          token: await issueToken(tx, user.id, userAgent),
          verification_status: user.is_verified,
        };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, "users_uid")) throw new InvalidRequestError(MESSAGES.userExists);
    throw error;
  }
}
