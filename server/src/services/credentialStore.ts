import { STATUS_LIST_LENGTH } from "../../../contract/credentials";
import type { Queryable } from "../db/types";
import {
  findCertificate,
  keepCredential,
  replaceCredential,
  revokedIndexes,
  statusRangeUsed,
  storedCredential,
} from "../repos/certificates";
import { type Issuer, reissuedCredential, signCertificate, signStatusList } from "./credentials";
import { NotFoundError } from "./errors";

/**
 * The certificate as a signed Open Badges credential: signed on its first fetch and kept, so every later fetch (in any
 * API process) answers the same credential; two first fetches at once keep the first one stored. A kept credential
 * that does not conform to Open Badges 3.0 is replaced by its new version (`reissuedCredential`) on its next fetch,
 * unless another fetch replaced it first (then both answer the version kept).
 */
export async function credentialOf(db: Queryable, issuer: Issuer, id: string): Promise<object> {
  const kept = await storedCredential(db, id);
  if (kept) {
    const next = await reissuedCredential(issuer, kept);
    return next ? replaceCredential(db, id, kept, next) : kept;
  }
  const row = await findCertificate(db, id);
  if (!row) throw new NotFoundError();
  return keepCredential(db, row.id, await signCertificate(issuer, row));
}

/**
 * Status list `list` (Bitstring Status List), signed: the bits of its revoked certificates set. List 0 always exists;
 * a later one only once a certificate holds an index in it.
 */
export async function statusListOf(db: Queryable, issuer: Issuer, list: number): Promise<object> {
  const from = list * STATUS_LIST_LENGTH;
  const to = from + STATUS_LIST_LENGTH;
  if (list > 0 && !(await statusRangeUsed(db, from, to))) throw new NotFoundError();
  const revoked = await revokedIndexes(db, from, to);
  return signStatusList(
    issuer,
    list,
    revoked.map((index) => index - from),
  );
}
