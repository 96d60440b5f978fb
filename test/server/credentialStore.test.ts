import { generateKeyPairSync } from "node:crypto";
import { STATUS_LIST_LENGTH } from "../../contract/credentials";
import { MESSAGES } from "../../contract/messages";
import { loadConfig } from "../../server/src/config";
import type { Db, Queryable } from "../../server/src/db/types";
import { createIssuer, type Issuer, signStatusList } from "../../server/src/services/credentials";
import { credentialOf, statusListOf } from "../../server/src/services/credentialStore";
import { publishResults } from "../../server/src/services/publication";
import { saveResults } from "../../server/src/services/resultsAdmin";
import { teamEvents } from "../support/seedEvents";
import { openMigratedDb } from "./support/migratedDb";
import { failure } from "./support/refusal";
import { seedTeams } from "./support/seedTeams";

const [teamEvent] = teamEvents(1);

// Credentials kept and status lists on the migrated database without the API: a certificate's credential is signed on
// its first fetch and then answered as stored; a status list carries the bits of the revoked certificates.
// test/server/credentials.test.ts covers the same through the API.

jest.setTimeout(120_000);

let db: Db;
let closeDb: () => Promise<void>;
let issuer: Issuer;
let certificates: Array<{ id: string; status_index: number }>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const key = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  const { credentialKeys } = loadConfig({ PUBLIC_URL: "https://codefest.test", CREDENTIAL_KEY: key });
  issuer = await createIssuer(credentialKeys!, {
    apiPublicUrl: "https://codefest.test",
    publicUrl: "https://codefest.test",
  });
  const { rows: events } = await db.query<{ id: number }>(`SELECT id FROM events WHERE slug = '${teamEvent}'`);
  const [team] = await seedTeams(db, events[0].id, "cs", 1);
  const actor = { id: 0, email: "olga@example.org" };
  await saveResults(db, actor, events[0].id, { ranking: [{ team: team.id, rank: 1 }], participated: [] }, {});
  await publishResults(db, events[0].id, actor, { mailsOn: false });
  ({ rows: certificates } = await db.query<{ id: string; status_index: number }>(
    "SELECT id, status_index FROM certificates ORDER BY status_index",
  ));
});
afterAll(() => closeDb());

const notFound = { type: "NotFoundError", message: MESSAGES.notFound };

/** Runs `check` in a transaction that is then rolled back, so the certificates stay as they were for the others. */
async function inRolledBack(check: (tx: Queryable) => Promise<void>) {
  const rollback = new Error("rolled back on purpose");
  await expect(
    db.transaction(async (tx) => {
      await check(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe("credentialOf", () => {
  it("signs a certificate's credential on its first fetch and answers the stored one from then on", async () => {
    const [{ id }] = certificates;
    const first = (await credentialOf(db, issuer, id)) as { id: string; proof: unknown };
    expect(first.id).toContain(id);
    expect(first.proof).toBeDefined();
    const { rows } = await db.query<{ credential: unknown }>("SELECT credential FROM certificates WHERE id = $1", [id]);
    expect(rows[0].credential).toEqual(first);
    await expect(credentialOf(db, issuer, id)).resolves.toEqual(first);
  });

  it("knows no certificate by an unknown id", async () => {
    await expect(failure(credentialOf(db, issuer, "NoSuchCertificate000"))).resolves.toEqual(notFound);
  });
});

describe("statusListOf", () => {
  const encodedList = (list: object) =>
    (list as { credentialSubject: { encodedList: string } }).credentialSubject.encodedList;
  const bits = async (list: number) => encodedList(await statusListOf(db, issuer, list));
  const listWith = async (revoked: number[]) => encodedList(await signStatusList(issuer, 0, revoked));

  it("sets the bit of a revoked certificate in list 0", async () => {
    await expect(bits(0)).resolves.toBe(await listWith([]));
    const [revoked] = certificates;
    await db.query("UPDATE certificates SET revoked_at = now(), revoked_reason = 'x' WHERE id = $1", [revoked.id]);
    await expect(bits(0)).resolves.toBe(await listWith([revoked.status_index]));
  });

  it("has no list past the first until a certificate holds an index in it, then sets its bit there", async () => {
    await expect(failure(statusListOf(db, issuer, 1))).resolves.toEqual(notFound);
    const [, second] = certificates;
    await inRolledBack(async (tx) => {
      await tx.query("UPDATE certificates SET status_index = $2, revoked_at = now() WHERE id = $1", [
        second.id,
        STATUS_LIST_LENGTH + 5,
      ]);
      const list = encodedList(await statusListOf(tx, issuer, 1));
      expect(list).toBe(await listWith([5]));
    });
  });

  it("always has list 0, empty while no certificate exists", async () => {
    await inRolledBack(async (tx) => {
      await tx.query("DELETE FROM certificates");
      expect(encodedList(await statusListOf(tx, issuer, 0))).toBe(await listWith([]));
    });
  });
});
