import { openPglite } from "../../server/src/db/pglite";
import type { Db } from "../../server/src/db/types";

jest.setTimeout(60_000);

/**
 * PGlite has one connection: long work (an export's batches, a publication's transactions) takes turns with requests.
 * A request runs several statements one after another (its token, then its data), with its own work between them;
 * none of them may queue behind another batch, or a participant waits for several batches instead of one.
 */
let db: Db;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(() => db.close());

/** A request of two statements, one after the other, logging each as it completes. */
async function twoStatementRequest(log: string[]) {
  await db.query("SELECT 1");
  log.push("request 1");
  // Between its statements a request's own work takes a turn of the event loop (hooks, parsing, I/O callbacks).
  await new Promise((resolve) => setImmediate(resolve));
  await db.query("SELECT 2");
  log.push("request 2");
}

const between = (log: string[]) => log.slice(log.indexOf("request 1") + 1, log.indexOf("request 2"));

it("runs all of a request's statements before an export's next batch", async () => {
  const log: string[] = [];
  let request: Promise<void> | null = null;
  const rows = db.batches<{ n: number }>(
    {
      sql: (after) => `SELECT n FROM generate_series(1, 2000) AS n WHERE ${after} ORDER BY n`,
      params: [],
      key: ["n"],
      keyOf: (row) => [row.n],
    },
    100,
  );
  for await (const batch of rows) {
    log.push(`batch ${batch[0].n}`);
    // The request arrives while the export is under way.
    request ??= twoStatementRequest(log);
  }
  await request;
  expect(log).toContain("request 2");
  expect(between(log)).toEqual([]);
});

it("runs all of a request's statements before a publication's next transaction", async () => {
  const log: string[] = [];
  let request: Promise<void> | null = null;
  for (let index = 0; index < 20; index += 1) {
    await db.transaction(async (tx) => {
      await tx.query("SELECT count(*) FROM generate_series(1, 1000)");
    });
    log.push(`transaction ${index}`);
    request ??= twoStatementRequest(log);
    await db.yieldTurn();
  }
  await request;
  expect(between(log)).toEqual([]);
});
