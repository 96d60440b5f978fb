import { isConfigOrganiser } from "../auth/organiser";
import type { Db } from "../db/types";
import { accountByEmail, accountById, grantOrganiser, revokeOrganiser, userIdByEmail } from "../repos/adminOrganisers";
import { type Actor, recordAudit } from "../repos/audit";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors";

export const ORGANISER_MESSAGES = {
  unknownEmail: "No participant has signed up with this e-mail.",
  unverified: "This participant's e-mail is not verified yet.",
  already: "This participant is already an organiser.",
  configured: "This organiser is set in ORGANISER_EMAILS on the server and cannot be removed here.",
  self: "You cannot remove your own organiser role.",
  notGranted: "This participant is not an organiser.",
} as const;

/** Grants the organiser role to the account with this e-mail, recorded in the audit log in the same transaction. */
export function grantRole(db: Db, actor: Actor, email: string, configEmails: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const account = await accountByEmail(tx, email);
    if (!account) throw InvalidInputError.field("email", ORGANISER_MESSAGES.unknownEmail);
    if (!account.is_verified) throw InvalidInputError.field("email", ORGANISER_MESSAGES.unverified);
    if (isConfigOrganiser(configEmails, account) || !(await grantOrganiser(tx, account.id)))
      throw InvalidInputError.field("email", ORGANISER_MESSAGES.already);
    await recordAudit(tx, actor, "organiser.grant", `user:${account.id}`, { email: account.email });
    return account.id;
  });
}

/**
 * Removes a granted role, recorded in the audit log in the same transaction: never one set in ORGANISER_EMAILS, never
 * the caller's own.
 */
export function revokeRole(db: Db, actor: Actor, userId: number, configEmails: readonly string[]): Promise<void> {
  return db.transaction(async (tx) => {
    const account = await accountById(tx, userId);
    if (!account) throw new NotFoundError();
    if (isConfigOrganiser(configEmails, account)) throw new RefusedError(ORGANISER_MESSAGES.configured);
    if (account.id === actor.id) throw new RefusedError(ORGANISER_MESSAGES.self);
    if (!(await revokeOrganiser(tx, account.id))) throw new NotFoundError(ORGANISER_MESSAGES.notGranted);
    await recordAudit(tx, actor, "organiser.revoke", `user:${account.id}`, { email: account.email });
  });
}

/** The command line's removal, by the e-mail its account signed up with (any case). */
export async function revokeRoleByEmail(
  db: Db,
  actor: Actor,
  email: string,
  configEmails: readonly string[],
): Promise<void> {
  const userId = await userIdByEmail(db, email);
  if (userId === null) throw new NotFoundError(`No participant has signed up with ${email}.`);
  await revokeRole(db, actor, userId, configEmails);
}
