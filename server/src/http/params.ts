import * as z from "zod/mini";
import { MAX_ID } from "../../../contract/rules";
import type { Actor } from "../repos/audit";
import type { UserRow } from "../repos/users";

const pathId = () =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.int().check(z.gte(1), z.lte(MAX_ID)),
    ),
  );

/** A path id: digits only, within 32 bits; anything else is a 404. */
export const idParams = z.object({ id: pathId() });

/** `teams/{id}/members/{member}/`: two path ids. */
export const memberParams = z.object({ id: pathId(), member: pathId() });

export const actorOf = (user: UserRow): Actor => ({ id: user.id, email: user.email });

/** `?verified=true|false` and the like: null when absent. */
export function flag(raw: string | undefined): boolean | null | "bad" {
  if (raw === undefined || raw === "") return null;
  if (raw === "true") return true;
  if (raw === "false") return false;
  return "bad";
}
