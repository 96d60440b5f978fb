import { generateKeyPairSync } from "node:crypto";
import { decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { STATUS_LIST_LENGTH } from "../../contract/credentials";
import { loadConfig } from "../../server/src/config";
import type { Db } from "../../server/src/db/types";
import { findCertificate, replaceCredential } from "../../server/src/repos/certificates";
import { createIssuer, type Issuer } from "../../server/src/services/credentials";
import { credentialOf, statusListOf } from "../../server/src/services/credentialStore";
import { NotFoundError } from "../../server/src/services/errors";
import { openMigratedDb } from "./support/migratedDb";
import { openBadgesSchemaErrors } from "./support/openBadgesSchema";
import { signedBeforeTheCorrection } from "./support/retiredCredential";

// A certificate's credential as GET certificates/{id}/credential answers it, on a migrated database without the API:
// signed once and kept, and a kept one that does not conform to Open Badges 3.0 replaced by a new version on its next
// fetch; and the status lists. test/server/credentials.test.ts covers the same through the API.

jest.setTimeout(120_000);

let db: Db;
let closeDb: () => Promise<void>;
let issuer: Issuer;
let userId: number;
let eventId: number;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const key = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  const { credentialKeys } = loadConfig({ CREDENTIAL_KEY: key });
  issuer = await createIssuer(credentialKeys!, {
    apiPublicUrl: "https://certs.codefest.test",
    publicUrl: "https://codefest.test",
  });
  ({ id: eventId } = (await db.query<{ id: number }>("SELECT id FROM events ORDER BY id LIMIT 1")).rows[0]);
  ({ id: userId } = (
    await db.query<{ id: number }>(
      `INSERT INTO users (uid, email, name, referral_code, is_verified)
       VALUES ('holder', 'holder@example.com', 'Ada Lovelace', 'HOLDER', true) RETURNING id`,
    )
  ).rows[0]);
});

afterAll(() => closeDb());

let serial = 0;

/** A certificate of merit (ranked 1) or participation of the holder; its id. */
async function certificate(kind: "merit" | "participation") {
  serial += 1;
  const id = `certificate-${kind}-${serial}`.padEnd(22, "x");
  await db.query(
    `INSERT INTO certificates (id, user_id, event_id, kind, rank, holder_name, from_results)
     VALUES ($1, $2, $3, $4, $5, 'Ada Lovelace', false)`,
    [id, userId, eventId, kind, kind === "merit" ? 1 : null],
  );
  return id;
}

const kept = async (id: string) =>
  (await db.query<{ credential: object | null }>("SELECT credential FROM certificates WHERE id = $1", [id])).rows[0]
    .credential;

interface Credential {
  validFrom: string;
  awardedDate: string;
  credentialStatus: object;
  proof: { proofValue: string };
  credentialSubject: { achievement: { resultDescription: Array<{ resultType: string }> } };
}

describe("a certificate's credential (credentialOf)", () => {
  it("is signed on the first fetch and kept: later fetches answer the same proof", async () => {
    const id = await certificate("merit");
    expect(await kept(id)).toBeNull();
    const first = (await credentialOf(db, issuer, id)) as Credential;
    expect(openBadgesSchemaErrors(first)).toEqual([]);
    expect(await kept(id)).toEqual(first);
    expect(await credentialOf(db, issuer, id)).toEqual(first);
  });

  it("is not found for an unknown certificate", async () => {
    await expect(credentialOf(db, issuer, "unknown-certificate-xx")).rejects.toThrow(NotFoundError);
  });

  it("replaces a kept credential that does not conform with its new version on the next fetch, once", async () => {
    const id = await certificate("merit");
    const row = await findCertificate(db, id);
    const before = await signedBeforeTheCorrection(issuer, row!);
    await db.query("UPDATE certificates SET credential = $2 WHERE id = $1", [id, JSON.stringify(before)]);

    const one = (await credentialOf(db, issuer, id)) as Credential;
    expect(await kept(id)).toEqual(one);
    expect(one.credentialSubject.achievement.resultDescription[0].resultType).toBe("Result");
    expect(openBadgesSchemaErrors(one)).toEqual([]);
    expect(one.credentialStatus).toEqual(before.credentialStatus);
    expect(one.awardedDate).toBe(before.validFrom);
    expect(one.proof.proofValue).not.toBe((before.proof as { proofValue: string }).proofValue);
    // Kept from then on.
    expect(await credentialOf(db, issuer, id)).toEqual(one);
  });

  it("keeps the version stored first when two fetches replace the same credential at once", async () => {
    const id = await certificate("merit");
    const before = await signedBeforeTheCorrection(issuer, (await findCertificate(db, id))!);
    await db.query("UPDATE certificates SET credential = $2 WHERE id = $1", [id, JSON.stringify(before)]);
    const first = { ...before, validFrom: "2030-01-01T00:00:00Z" };
    const second = { ...before, validFrom: "2030-01-01T00:00:01Z" };
    expect(await replaceCredential(db, id, before, first)).toEqual(first);
    // The later request replaced a version that is no longer kept: it answers the one that is.
    expect(await replaceCredential(db, id, before, second)).toEqual(first);
    expect(await kept(id)).toEqual(first);
  });

  it("keeps a conforming credential as it is, a certificate of participation's too", async () => {
    const id = await certificate("participation");
    const first = await credentialOf(db, issuer, id);
    expect(openBadgesSchemaErrors(first!)).toEqual([]);
    expect(await credentialOf(db, issuer, id)).toEqual(first);
  });
});

describe("a status list (statusListOf)", () => {
  it("sets the bits of revoked certificates only, and exists past list 0 only once a certificate uses it", async () => {
    const revoked = await certificate("participation");
    const kept = await certificate("participation");
    await db.query("UPDATE certificates SET revoked_at = now(), revoked_reason = 'test' WHERE id = $1", [revoked]);
    const { rows } = await db.query<{ id: string; status_index: number }>(
      "SELECT id, status_index FROM certificates WHERE id = ANY($1)",
      [[revoked, kept]],
    );
    const bit = (id: string) => rows.find((row) => row.id === id)!.status_index;
    const list = (await statusListOf(db, issuer, 0)) as {
      id: string;
      credentialSubject: { encodedList: string; statusPurpose: string };
    };
    expect(list.id).toBe("https://certs.codefest.test/api/credentials/status/0");
    expect(list.credentialSubject.statusPurpose).toBe("revocation");
    const bits = await decodeList({ encodedList: list.credentialSubject.encodedList });
    expect(bits.getStatus(bit(revoked))).toBe(true);
    expect(bits.getStatus(bit(kept))).toBe(false);
    await expect(statusListOf(db, issuer, 1)).rejects.toThrow(NotFoundError);
    // A certificate whose index falls in list 1 makes it exist, with its bit set once revoked.
    const later = await certificate("participation");
    await db.query(
      "UPDATE certificates SET status_index = $2 + 3, revoked_at = now(), revoked_reason = 'test' WHERE id = $1",
      [later, STATUS_LIST_LENGTH],
    );
    const second = (await statusListOf(db, issuer, 1)) as { credentialSubject: { encodedList: string } };
    const secondBits = await decodeList({ encodedList: second.credentialSubject.encodedList });
    expect(secondBits.getStatus(3)).toBe(true);
    expect(secondBits.getStatus(2)).toBe(false);
  });
});
