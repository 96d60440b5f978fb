import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/src/app";
import { firebaseVerifier } from "../../../server/src/auth/identity";
import type { ServerConfig } from "../../../server/src/config";
import type { AppContext } from "../../../server/src/context";
import { migrate } from "../../../server/src/db/migrations";
import { openDb } from "../../../server/src/db/open";
import { seedContent } from "../../../server/src/db/seed";
import type { Db } from "../../../server/src/db/types";
import { NO_THROTTLE } from "../../../server/src/http/throttle";
import { COMPLETE_PROFILE } from "../../support/completeProfile";
import { createEmulatorUser, uniqueEmail } from "./emulatorUsers";
import { migratedSnapshot } from "./pgliteSnapshot";

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw payload sent as it is (malformed JSON, huge bodies). */
  payload?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  app: FastifyInstance;
  /** The API's base URL, ending in /api/. */
  url: string;
  db: Db;
  /** PostgreSQL only: the schema holding this run's tables. */
  schema?: string;
  /** PostgreSQL only: the server's URL. */
  databaseUrl?: string;
  call: <T = unknown>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    options?: CallOptions,
  ) => Promise<Reply<T>>;
  close: () => Promise<void>;
}

/**
 * The API on a fresh database (in-memory PGlite; PostgreSQL in a schema of its own when DATABASE_URL is set), with
 * the seven events, verifying real tokens from the test run's Auth emulator (or with `identity`), listening on a free
 * loopback port.
 */
export async function startHarness(
  config: Partial<ServerConfig> = {},
  logStream?: { write: (line: string) => void },
  {
    sameDatabaseAs,
    databaseUrl = sameDatabaseAs?.databaseUrl ?? process.env.DATABASE_URL,
    onCertificatesCorrected,
    publication,
    metrics,
    identity = firebaseVerifier("demo-codefest"),
  }: { sameDatabaseAs?: Harness; databaseUrl?: string } & Partial<Pick<AppContext, "identity">> &
    Pick<AppContext, "onCertificatesCorrected" | "publication" | "metrics"> = {},
): Promise<Harness> {
  const owner = sameDatabaseAs === undefined;
  const schema = owner && databaseUrl ? `test_${randomUUID().replace(/-/g, "")}` : sameDatabaseAs?.schema;
  // A second API process on the same database: its own connection pool on PostgreSQL; PGlite has one connection.
  const db =
    sameDatabaseAs?.db.kind === "pglite"
      ? sameDatabaseAs.db
      : await openDb({ databaseUrl, schema, snapshot: databaseUrl ? undefined : migratedSnapshot() });
  if (owner) {
    await migrate(db);
    await seedContent(db);
  }
  const app = await buildApp(
    {
      db,
      identity,
      onCertificatesCorrected,
      publication,
      metrics,
      config: {
        corsOrigins: ["http://127.0.0.1:3000"],
        recaptcha: undefined,
        bodyLimit: 64 * 1024,
        throttle: NO_THROTTLE,
        ...config,
      },
    },
    logStream ? { logLevel: "info", logStream } : { logLevel: "silent" },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/`;
  const call: Harness["call"] = async (method, path, { token, body, payload, headers = {} } = {}) => {
    const send = () =>
      fetch(base + path, {
        method,
        headers: {
          ...(token ? { Authorization: `Token ${token}` } : {}),
          ...(body !== undefined || payload !== undefined ? { "Content-Type": "application/json" } : {}),
          ...headers,
        },
        body: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    const response = await send().catch((error: unknown) => {
      // A kept-alive connection the server closed as idle just as this request went out on it (the test process,
      // server included, was busy past the keep-alive timeout): nothing reached the API, so it is sent again once.
      if ((error as { cause?: { message?: string } }).cause?.message === "other side closed") return send();
      throw error;
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    app,
    url: base,
    db,
    schema,
    databaseUrl,
    call,
    close: async () => {
      await app.close();
      await identity.close();
      if (owner && schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      if (owner || db.kind === "postgres") await db.close();
    },
  };
}

/** The seeded events' ids by slug, as `events/` lists them. */
export async function eventIdsBySlug(api: Harness): Promise<Record<string, number>> {
  const { body } = await api.call<Array<{ id: number; slug: string }>>("GET", "events/");
  return Object.fromEntries(body.map((event) => [event.slug, event.id]));
}

export interface Participant {
  userId: number;
  token: string;
  idToken: string;
  email: string;
  /** The account at the identity provider (the Auth emulator). */
  uid: string;
  password: string;
}

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: the server project's globalSetup starts it.");
  return host;
}

/** An emulator account registered with the API; `ready` also verifies the e-mail and completes the profile. */
export async function participant(
  api: Harness,
  options: { ready?: boolean; verified?: boolean; complete?: boolean; name?: string; referral?: string } = {},
): Promise<Participant> {
  const { ready = true, name = "Test Participant", referral = "" } = options;
  const { verified = ready, complete = ready } = options;
  const email = uniqueEmail("participant");
  const user = await createEmulatorUser(emulatorHost(), email, undefined, { verified });
  const [first_name, last_name = ""] = name.split(" ");
  const registered = await api.call<{ user_id: number; token: string }>("POST", "register/", {
    body: { id_token: user.idToken, first_name, last_name, applied_referral_code: referral, g_recaptcha_response: "" },
  });
  if (registered.status !== 200) throw new Error(`register/ failed: ${JSON.stringify(registered.body)}`);
  const { token, user_id: userId } = registered.body;
  if (complete) {
    const updated = await api.call("PUT", "profile/", { token, body: { ...COMPLETE_PROFILE, name } });
    if (updated.status !== 200) throw new Error(`profile/ failed: ${JSON.stringify(updated.body)}`);
  }
  return { userId, token, idToken: user.idToken, email, uid: user.uid, password: user.password };
}
