import type { AppContext } from "../context";
import type { UserRow } from "../services/users";

/** Whether `user` may use the organisers' console. No one until the console's rule is in place. */
export type OrganiserCheck = (context: AppContext, user: UserRow) => boolean | Promise<boolean>;

export const isOrganiser: OrganiserCheck = () => false;
