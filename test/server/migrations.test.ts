import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { failedMigrationMessage, migrate, MIGRATIONS_DIR } from "../../server/src/db/migrations";
import { openDb } from "../../server/src/db/open";
import type { Db } from "../../server/src/db/types";
import { migrateLegacy } from "./support/legacy/migrations";

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const TSX = require.resolve("tsx/cli");
const DATABASE_URL = process.env.DATABASE_URL;
const onPostgres = DATABASE_URL ? it : it.skip;
const VERSIONS = readdirSync(MIGRATIONS_DIR).map((file) => Number(file.split(".")[0]));
const LAST = Math.max(...VERSIONS);
/** The release before ended at 14 (its TypeScript steps in support/legacy); files after it are this release's. */
const RELEASED_LAST = 14;
const RELEASED = VERSIONS.filter((version) => version <= RELEASED_LAST);
const NEWER = VERSIONS.filter((version) => version > RELEASED_LAST);

/** A fresh database of the kind the run uses (PostgreSQL in a schema of its own when DATABASE_URL is set). */
async function freshDb(kind: "default" | "pglite" = "default"): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (kind === "pglite" || !DATABASE_URL) {
    const db = await openDb({});
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomUUID().replace(/-/g, "")}`;
  const db = await openDb({ databaseUrl: DATABASE_URL, schema });
  return {
    db,
    drop: async () => {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/** What a schema is made of (without the version table): columns, constraints, indexes, triggers, rules, functions. */
async function shape(db: Db) {
  const [schema] = (await db.query<{ s: string }>("SELECT current_schema() AS s")).rows.map((row) => row.s);
  const rows = async (sql: string) =>
    // Names as seen from the schema itself; the trigram operator class lives in public (migration 8).
    (await db.query(sql)).rows.map((row) => JSON.stringify(row).split(`${schema}.`).join("").split("public.").join(""));
  return {
    columns: await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
      ORDER BY table_name, column_name`),
    // NOT NULL is in the columns; PGlite (PostgreSQL 17+) also lists it as a constraint, 15 does not.
    constraints: await rows(`SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace AND contype <> 'n'
      AND conrelid::regclass::text <> 'schema_migrations' ORDER BY 1, 2`),
    indexes: await rows(`SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY 1`),
    triggers: await rows(`SELECT tgrelid::regclass::text AS tbl, tgname, pg_get_triggerdef(t.oid) AS def
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 1, 2`),
    rules: await rows("SELECT rulename, definition FROM pg_rules WHERE schemaname = current_schema() ORDER BY 1"),
    // Bodies compared with their runs of white space as one (the files are indented less than the TypeScript was).
    functions: await rows(`SELECT proname, md5(btrim(regexp_replace(prosrc, '\\s+', ' ', 'g'))) AS body FROM pg_proc
      WHERE pronamespace = current_schema()::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = pg_proc.oid AND d.deptype = 'e') ORDER BY 1`),
  };
}

const versionsOf = async (db: Db) =>
  (await db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")).rows.map((row) =>
    Number(row.version),
  );

const tableExists = async (db: Db, name: string) =>
  (await db.query<{ found: string | null }>("SELECT to_regclass($1)::text AS found", [name])).rows[0].found !== null;

describe("numbered SQL migrations", () => {
  it("give a fresh database every step, and the same schema the released TypeScript steps made", async () => {
    const files = await freshDb();
    const released = await freshDb();
    try {
      expect(await migrate(files.db, RELEASED_LAST)).toEqual(RELEASED);
      expect(await migrateLegacy(released.db)).toEqual(RELEASED);
      expect(await shape(files.db)).toEqual(await shape(released.db));
      expect(await migrate(files.db)).toEqual(NEWER);
      expect(await versionsOf(files.db)).toEqual(VERSIONS);
      // Started again: nothing to do.
      expect(await migrate(files.db)).toEqual([]);
    } finally {
      await Promise.all([files.drop(), released.drop()]);
    }
  });

  onPostgres("give fresh PGlite and fresh PostgreSQL the same schema", async () => {
    const embedded = await freshDb("pglite");
    const server = await freshDb();
    try {
      await migrate(embedded.db);
      await migrate(server.db);
      expect((await shape(server.db)).columns.length).toBeGreaterThan(100);
      expect(await shape(server.db)).toEqual(await shape(embedded.db));
    } finally {
      await Promise.all([embedded.drop(), server.drop()]);
    }
  });

  it("see a PGlite folder migrated to version 14 by the release before: only the newer files run, data stays", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-migrate-"));
    try {
      const before = await openDb({ dataDir });
      await migrateLegacy(before);
      await before.query(
        "INSERT INTO users (uid, email, referral_code) VALUES ('kept-uid', 'kept@example.org', 'KEPT01')",
      );
      await before.close();
      const fresh = await openDb({});
      await migrate(fresh);
      const freshShape = await shape(fresh);
      await fresh.close();

      const after = await openDb({ dataDir });
      try {
        expect(await migrate(after)).toEqual(NEWER);
        expect(await migrate(after)).toEqual([]);
        expect(await shape(after)).toEqual(freshShape);
        expect(await versionsOf(after)).toEqual(VERSIONS);
        const { rows } = await after.query<{ email: string }>("SELECT email FROM users WHERE uid = 'kept-uid'");
        expect(rows).toEqual([{ email: "kept@example.org" }]);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("upgrade a database of the release before (on this run's kind): at 14 the newer files run; at 11, 12 on", async () => {
    const at14 = await freshDb();
    const at11 = await freshDb();
    try {
      await migrateLegacy(at14.db);
      expect(await migrate(at14.db)).toEqual(NEWER);
      await migrateLegacy(at11.db, 11);
      expect(await migrate(at11.db)).toEqual(VERSIONS.filter((version) => version > 11));
      expect(await shape(at11.db)).toEqual(await shape(at14.db));
    } finally {
      await Promise.all([at14.drop(), at11.drop()]);
    }
  });

  it("roll back every step of a run when one fails, and say which file and at which version the database stays", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "codefest-migrations-"));
    const { db, drop } = await freshDb();
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      await migrate(db, Infinity, dir);
      const next = String(LAST + 1).padStart(3, "0");
      const broken = String(LAST + 2).padStart(3, "0");
      writeFileSync(path.join(dir, `${next}.do.first.sql`), "CREATE TABLE migration_first (id integer);\n");
      writeFileSync(
        path.join(dir, `${broken}.do.broken.sql`),
        "CREATE TABLE migration_broken (id integer);\nSELECT 1 / 0;\n",
      );
      await expect(migrate(db, Infinity, dir)).rejects.toThrow(
        failedMigrationMessage(`${broken}.do.broken.sql`, LAST, "division by zero"),
      );
      expect(await tableExists(db, "migration_first")).toBe(false);
      expect(await tableExists(db, "migration_broken")).toBe(false);
      expect(await versionsOf(db)).toEqual(VERSIONS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await drop();
    }
  });

  it("remove webhook passwords and keys from the queue's texts, and touch no e-mail row", async () => {
    const scrub =
      VERSIONS[readdirSync(MIGRATIONS_DIR).findIndex((file) => file.includes("webhook_addresses_scrubbed"))];
    const { db, drop } = await freshDb();
    try {
      await migrate(db, scrub - 1);
      const address = "https://hook-user:s3cret@discord.example/api/webhooks/1/k3y?wait=true";
      const smtpError = "550 see https://smtp.example/help/550?user=ada for details";
      await db.query(
        `INSERT INTO mail_outbox (channel, kind, recipient, last_error) VALUES
           ('webhook', 'announcement', $1, $2), ('webhook', 'announcement', 'https://discord.example/api/webhooks/1/k3y', NULL),
           ('email', 'team.joined', 'ada@example.org', $3)`,
        [
          address,
          `webhook: TypeError: Request cannot be constructed from a URL that includes credentials: ${address}`,
          smtpError,
        ],
      );
      expect(await migrate(db)).toEqual(VERSIONS.filter((version) => version >= scrub));
      const { rows } = await db.query("SELECT recipient, last_error FROM mail_outbox ORDER BY id");
      expect(rows).toEqual([
        {
          recipient: "https://discord.example/api/webhooks/1/k3y?wait=true",
          last_error:
            "webhook: TypeError: Request cannot be constructed from a URL that includes credentials: https://discord.example",
        },
        { recipient: "https://discord.example/api/webhooks/1/k3y", last_error: null },
        { recipient: "ada@example.org", last_error: smtpError },
      ]);
    } finally {
      await drop();
    }
  });

  it("keep the handles given before the handle history as valid since their owner's account was made", async () => {
    const history = VERSIONS[readdirSync(MIGRATIONS_DIR).findIndex((file) => file.includes("handle_history"))];
    const { db, drop } = await freshDb();
    try {
      await migrate(db, history - 1);
      await db.query(
        `INSERT INTO users (uid, referral_code, created_at) VALUES
           ('old-a', 'OLDA01', '2020-03-01T10:00:00Z'), ('old-b', 'OLDB01', '2020-04-01T10:00:00Z')`,
      );
      await db.query(
        `INSERT INTO handles (user_id, codeforces, topcoder) SELECT id, 'Ada', CASE WHEN uid = 'old-a' THEN 'ada_tc' END
         FROM users WHERE uid LIKE 'old-%'`,
      );
      await db.query("UPDATE handles SET codeforces = NULL FROM users u WHERE u.id = user_id AND u.uid = 'old-b'");
      expect(await migrate(db)).toEqual(VERSIONS.filter((version) => version >= history));
      const { rows } = await db.query(
        `SELECT u.uid, h.platform, h.handle, h.valid_from = u.created_at AS since_created, h.valid_to
         FROM handle_history h JOIN users u ON u.id = h.user_id ORDER BY u.uid, h.platform`,
      );
      expect(rows).toEqual([
        { uid: "old-a", platform: "codeforces", handle: "Ada", since_created: true, valid_to: null },
        { uid: "old-a", platform: "topcoder", handle: "ada_tc", since_created: true, valid_to: null },
      ]);
    } finally {
      await drop();
    }
  });

  it("refuse a released file whose text changed since it ran", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "codefest-migrations-"));
    const { db, drop } = await freshDb();
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      await migrate(db, Infinity, dir);
      writeFileSync(path.join(dir, "011.do.audit_by_action.sql"), "CREATE INDEX changed ON audit_log (id);\n");
      await expect(migrate(db, Infinity, dir)).rejects.toThrow("MD5 checksum failed for migration [11]");
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await drop();
    }
  });
});

/** `tsx server/src/main.ts` with `env`: resolves with its output once it listens, or rejects when it stops first. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [TSX, "server/src/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", PORT: "0", ...env },
  });
  let output = "";
  const listening = new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Server listening")) resolve(output);
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.on("exit", (code) => reject(new Error(`exit ${code}: ${output}`)));
  });
  return { child, listening };
}

const stop = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });

describe("the server starting on a database", () => {
  it("refuses to start when a migration fails, naming the file, and keeps nothing of it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-migrate-"));
    try {
      // The release before left the database at 13; someone made a table 014 wants to create.
      const before = await openDb({ dataDir });
      await migrateLegacy(before, 13);
      await before.exec("CREATE TABLE announcements (id integer)");
      await before.close();

      const { listening } = startServer({ DATA_DIR: dataDir, FIREBASE_PROJECT_ID: "demo-codefest" });
      const reason = await listening.then(
        () => "started",
        (error: Error) => error.message,
      );
      expect(reason).toMatch(/^exit 1:/);
      expect(reason).toContain(
        failedMigrationMessage("014.do.mail.sql", 13, 'relation "announcements" already exists'),
      );

      const after = await openDb({ dataDir });
      try {
        expect(await versionsOf(after)).toEqual(VERSIONS.filter((version) => version <= 13));
        expect(await tableExists(after, "mail_outbox")).toBe(false);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  onPostgres(
    "two servers starting together on one empty PostgreSQL: one migrates, the other waits; both start",
    async () => {
      const schema = `test_${randomUUID().replace(/-/g, "")}`;
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA "${schema}"`);
      const url = new URL(DATABASE_URL ?? "");
      url.searchParams.set("options", `-c search_path=${schema}`);
      const env = { DATABASE_URL: url.toString(), FIREBASE_PROJECT_ID: "demo-codefest", LOG_LEVEL: "info" };
      const one = startServer(env);
      const two = startServer(env);
      try {
        const outputs = await Promise.all([one.listening, two.listening]);
        const applied = outputs.map((output) => {
          const line = output.split("\n").find((text) => text.includes('"msg":"starting"')) ?? "{}";
          return (JSON.parse(line) as { migrations?: number[] }).migrations;
        });
        expect(applied.flatMap((versions) => versions ?? []).sort((a, b) => a - b)).toEqual(VERSIONS);
        const { rows } = await admin.query(`SELECT count(*)::int AS n FROM "${schema}".schema_migrations`);
        expect(rows[0].n).toBe(VERSIONS.length);
      } finally {
        await Promise.all([stop(one.child), stop(two.child)]);
        await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
        await admin.end();
      }
    },
  );
});
