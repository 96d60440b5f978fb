import type { AdminAmbassador, AmbassadorPatch } from "../../../contract/admin";
import type { Db } from "../db/types";
import { deleteAmbassador, findAmbassador, insertAmbassador, updateAmbassador } from "../repos/adminCas";
import { type Actor, recordAudit } from "../repos/audit";
import { InvalidInputError, NotFoundError } from "./errors";

export const AMBASSADOR_TAKEN = "An ambassador with this CAID already exists.";

/** Campus ambassadors as the console changes them: each change audited in its own transaction. */
export function addAmbassador(db: Db, actor: Actor, values: Omit<AdminAmbassador, "last_updated">) {
  return db.transaction(async (tx) => {
    const created = await insertAmbassador(tx, values);
    if (!created) throw InvalidInputError.field("caid", AMBASSADOR_TAKEN);
    await recordAudit(tx, actor, "ambassador.create", `ambassador:${created.caid}`, { after: values });
    return created;
  });
}

/** Changes the fields sent; the audit entry holds those fields before and after. */
export function changeAmbassador(db: Db, actor: Actor, caid: string, patch: AmbassadorPatch) {
  return db.transaction(async (tx) => {
    const before = await findAmbassador(tx, caid, true);
    if (!before) throw new NotFoundError();
    const after = await updateAmbassador(tx, caid, patch);
    const changed = Object.keys(patch) as Array<keyof typeof patch>;
    await recordAudit(tx, actor, "ambassador.update", `ambassador:${caid}`, {
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return after;
  });
}

export function removeAmbassador(db: Db, actor: Actor, caid: string): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await findAmbassador(tx, caid, true);
    if (!before) throw new NotFoundError();
    await deleteAmbassador(tx, caid);
    await recordAudit(tx, actor, "ambassador.delete", `ambassador:${caid}`, { before });
  });
}
