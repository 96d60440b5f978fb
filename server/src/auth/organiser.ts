import type { AppContext } from "../context";
import type { Queryable } from "../db/types";
import { hasGrantedRole } from "../repos/adminOrganisers";
import type { UserRow } from "../repos/users";

/** Whether `user` may use the organisers' console. */
export type OrganiserCheck = (context: AppContext, user: UserRow) => boolean | Promise<boolean>;

/** Whether the e-mail is an organiser's by configuration (`ORGANISER_EMAILS`); it must be verified to count. */
export const isConfigOrganiser = (
  emails: readonly string[] | undefined,
  user: Pick<UserRow, "email" | "is_verified">,
) => user.is_verified && user.email !== "" && (emails ?? []).includes(user.email.toLowerCase());

/** An organiser: a verified e-mail listed in `ORGANISER_EMAILS`, or the role granted in the console. */
export const isOrganiser: OrganiserCheck = async (context, user) => isOrganiserIn(context.db, context, user);

/** The same, read through `db` (pass the open transaction when there is one: PGlite runs one at a time). */
export const isOrganiserIn = async (db: Queryable, context: Pick<AppContext, "config">, user: UserRow) =>
  isConfigOrganiser(context.config.organiserEmails, user) || hasGrantedRole(db, user.id);
