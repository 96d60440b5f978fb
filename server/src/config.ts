import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { parseRate, type ThrottleRates } from "./lib/rates";

/** Where `npm start` serves the web app: the public URL while PUBLIC_URL is unset (links in mail, calendars, certificates). */
const LOCAL_WEB_APP = "http://127.0.0.1:3000";

// The dev server of `npm start` and the production build of `npm run preview`.
const DEFAULT_ORIGINS = `${LOCAL_WEB_APP},http://localhost:3000,http://127.0.0.1:4173,http://localhost:4173`;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(".data/pglite"),
  CORS_ORIGINS: z.string().default(DEFAULT_ORIGINS),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-codefest"),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  THROTTLE_LOGIN: z.string().default("10/min"),
  THROTTLE_REGISTER: z.string().default("10/min"),
  THROTTLE_SIGN_IN_FAILURES: z.string().default("10/hour"),
  THROTTLE_JOIN_FAILURES_USER: z.string().default("10/hour"),
  THROTTLE_JOIN_FAILURES_ADDRESS: z.string().default("30/hour"),
  THROTTLE_TEAM_LOOKUP: z.string().default("60/hour"),
  THROTTLE_FINDER_BROWSE: z.string().default("300/hour"),
  THROTTLE_FINDER_REQUESTS_USER: z.string().default("20/hour"),
  THROTTLE_FINDER_REQUESTS_ADDRESS: z.string().default("60/hour"),
  THROTTLE_FINDER_REPORTS: z.string().default("20/day"),
  TRUST_PROXY: z.string().default("0"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  ALLOW_EMULATOR_WITH_REAL_PROJECT: z.enum(["0", "1"]).default("0"),
  ORGANISER_EMAILS: z.string().default(""),
  PUBLIC_URL: z.string().url().default(LOCAL_WEB_APP),
  API_PUBLIC_URL: z.string().url().optional(),
  CREDENTIAL_KEY: z.string().optional(),
  CREDENTIAL_PREVIOUS_KEYS: z.string().default(""),
  IDENTITY_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_RATE: z.coerce.number().positive().max(1000).default(10),
  FESTIVAL_TZ: z.string().default("Asia/Kolkata"),
  ANNOUNCE_WEBHOOK_URL: z.string().optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, "at least 16 characters (e.g. openssl rand -hex 24)").optional(),
  SITE_DIR: z.string().optional(),
  SITE_RENDERER_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  corsOrigins: Array<string | RegExp>;
  recaptcha?: { secret: string; verifyUrl: string; minScore: number };
  firebaseProjectId: string;
  bodyLimit: number;
  logLevel: string;
  throttle: ThrottleRates;
  /**
   * How many reverse proxies in front of the API append to X-Forwarded-For (0: none, the peer is the client). The
   * client's address is the entry the outermost trusted proxy appended; entries further left are the client's own word.
   */
  trustProxy: number;
  /** PostgreSQL only: connections per process, the wait for one, and the statement timeout (docs/operations.md). */
  database: { poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  /** The whole request (headers and body) must arrive within this; idle keep-alive connections close after the other. */
  timeouts: { requestMs: number; keepAliveMs: number };
  /** Verified e-mails that are organisers by configuration (lower case); the console cannot remove them. */
  organiserEmails: string[];
  /** The site's public URL (links and QR codes in certificates). */
  publicUrl: string;
  /** The origin that serves the API under /api/ and the issuer's /.well-known/did.json (did:web). */
  apiPublicUrl: string;
  /** The signing key of certificate credentials and the retired keys still published; undefined: credentials off. */
  credentialKeys?: CredentialKeys;
  /** A signed-in user's account is looked up at the identity provider at most this often (docs/security.md). */
  identityRecheckSeconds: number;
  /** E-mail and the announcement webhook (docs/mail.md). */
  mail?: MailConfig;
  /**
   * `GET /metrics` for operators (docs/monitoring.md): on a listener of its own on 127.0.0.1:`port`, and/or on the API's
   * port for a scraper sending `token`. Neither set: no metrics are kept or served.
   */
  metrics?: { port?: number; token?: string };
  /**
   * The built site the API regenerates the public pages of on publish (SITE_DIR, the folder the web host serves) and
   * the renderer the build kept for it (SITE_RENDERER_DIR, default `<SITE_DIR>-renderer`); undefined: pages stay the
   * build's (docs/content.md, "Pages regenerated on publish").
   */
  site?: { dir: string; rendererDir: string };
}

export interface MailConfig {
  /** The SMTP server (smtp:// or smtps://, with user:pass@ when it needs them); undefined: e-mail is off. */
  smtpUrl?: string;
  /** The From header of every mail (MAIL_FROM); unset: the festival's title as published, before no-reply@PUBLIC_URL's host. */
  from?: string;
  /** Messages (mails and webhook posts) per second, per API process. */
  rate: number;
  /** The festival's time zone: times in mails are written in it, with its name. */
  timeZone: string;
  /** Where the webhook channel posts; undefined: that channel is off. */
  webhookUrl?: string;
  /** Why ANNOUNCE_WEBHOOK_URL was refused (the channel is then off), for the start log and the console. */
  webhookRefused?: string;
}

/**
 * The web app's public URL and the API's public origin, from a configuration that may leave them out (tests build the
 * app with a partial one): the local web app and its origin, as loadConfig gives them when PUBLIC_URL is unset.
 */
export function publicLinks(config: Partial<Pick<ServerConfig, "publicUrl" | "apiPublicUrl">>) {
  const publicUrl = config.publicUrl ?? LOCAL_WEB_APP;
  return { publicUrl, apiPublicUrl: config.apiPublicUrl ?? new URL(publicUrl).origin };
}

/** Ed25519 keys as JWKs: `d` only on the current (signing) key. */
export interface CredentialKeys {
  current: Ed25519Jwk & { d: string };
  previous: Array<Ed25519Jwk | { publicKeyMultibase: string }>;
}

export interface Ed25519Jwk {
  kty: "OKP";
  crv: "Ed25519";
  x: string;
  d?: string;
}

/** Newlines may come escaped as `\n` (one-line environment files). */
const unescapePem = (value: string) => value.trim().replace(/\\n/g, "\n");

function ed25519Jwk(key: KeyObject, name: string): Ed25519Jwk {
  if (key.asymmetricKeyType !== "ed25519") {
    throw new Error(`Invalid server configuration: ${name}: not an Ed25519 key (${key.asymmetricKeyType ?? key.type})`);
  }
  const { x, d } = key.export({ format: "jwk" });
  return { kty: "OKP", crv: "Ed25519", x: x as string, ...(d ? { d } : {}) };
}

/** `CREDENTIAL_KEY`: an Ed25519 private key, PKCS#8 PEM (`openssl genpkey -algorithm ed25519`). */
function signingKey(value: string): Ed25519Jwk & { d: string } {
  let key: KeyObject;
  try {
    key = createPrivateKey(unescapePem(value));
  } catch {
    throw new Error("Invalid server configuration: CREDENTIAL_KEY: not a PEM private key (PKCS#8)");
  }
  return ed25519Jwk(key, "CREDENTIAL_KEY") as Ed25519Jwk & { d: string };
}

const PEM_BLOCK = /-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g;
const MULTIKEY = /^z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/;

/**
 * `CREDENTIAL_PREVIOUS_KEYS`: retired keys whose credentials stay verifiable. PEM blocks (public keys, or the retired
 * private keys, of which only the public half is kept) and/or Multikey public keys (`z6Mk...`), separated by commas
 * or whitespace.
 */
function previousKeys(value: string): CredentialKeys["previous"] {
  const text = unescapePem(value);
  const pems = text.match(PEM_BLOCK) ?? [];
  const rest = text
    .replace(PEM_BLOCK, " ")
    .split(/[\s,]+/)
    .filter(Boolean);
  const keys: CredentialKeys["previous"] = pems.map((pem) => {
    try {
      const key = pem.includes("PRIVATE") ? createPublicKey(createPrivateKey(pem)) : createPublicKey(pem);
      const { x } = ed25519Jwk(key, "CREDENTIAL_PREVIOUS_KEYS");
      return { kty: "OKP", crv: "Ed25519", x } as Ed25519Jwk;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("Invalid server configuration")) throw error;
      throw new Error("Invalid server configuration: CREDENTIAL_PREVIOUS_KEYS: a PEM block is not a key");
    }
  });
  for (const item of rest) {
    if (!MULTIKEY.test(item)) {
      throw new Error(
        "Invalid server configuration: CREDENTIAL_PREVIOUS_KEYS: expected PEM keys or Ed25519 Multikey values (z6Mk...)",
      );
    }
    keys.push({ publicKeyMultibase: item });
  }
  return keys;
}

/**
 * The Auth emulator accepts unsigned ID tokens: pointed at a real project, anyone could sign in as anyone. Only
 * `demo-` projects (which exist only in the emulator) go with it, unless explicitly allowed.
 */
function refuseEmulatorWithRealProject(projectId: string, emulatorHost: string | undefined, allowed: boolean) {
  if (!emulatorHost || projectId.startsWith("demo-") || allowed) return;
  throw new Error(
    `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${emulatorHost}) with the real project "${projectId}". ` +
      "The emulator accepts unsigned ID tokens, so anyone could sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST, " +
      'use a "demo-" project id, or set ALLOW_EMULATOR_WITH_REAL_PROJECT=1 if this is really wanted.',
  );
}

/** TRUST_PROXY: a whole number of hops. `true` (trust every entry) lets any client pick its own address: refused. */
function trustedHops(value: string): number {
  const trimmed = value.trim();
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
  const unsafe = /^(true|yes|on|all|\*)$/i.test(trimmed);
  throw new Error(
    `Invalid server configuration: TRUST_PROXY: ${JSON.stringify(value)} ` +
      (unsafe
        ? "would trust every X-Forwarded-For entry, so any client could choose its own address and escape the limits. "
        : "is not a number of proxies. ") +
      "Set it to the number of reverse proxies in front of the API that append to X-Forwarded-For (0 for none, 1 for one).",
  );
}

function rate(name: string, value: string) {
  try {
    return parseRate(value);
  } catch (error) {
    throw new Error(`Invalid server configuration: ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("Invalid server configuration: SMTP_URL: not a URL (smtp://user:pass@host:port or smtps://...)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error("Invalid server configuration: SMTP_URL: must start with smtp:// or smtps://");
  }
  return value;
}

function timeZone(value: string): string {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`Invalid server configuration: FESTIVAL_TZ: unknown time zone "${value}" (e.g. Asia/Kolkata)`);
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * ANNOUNCE_WEBHOOK_URL: https, or http to a loopback address (tests, a local relay), without a user name or password
 * (fetch refuses such an address, and its message would carry the password); anything else turns it off. The reason
 * never repeats the address: it is logged and shown in the console.
 */
function webhook(value: string | undefined): Pick<MailConfig, "webhookUrl" | "webhookRefused"> {
  if (value === undefined) return {};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { webhookRefused: "ANNOUNCE_WEBHOOK_URL is not a URL: the webhook channel is off." };
  }
  if (url.username || url.password) {
    return {
      webhookRefused:
        "ANNOUNCE_WEBHOOK_URL must not carry a user name or password (user:password@ before the host): the webhook " +
        "channel is off.",
    };
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.test(url.hostname))) {
    return { webhookUrl: url.href };
  }
  return {
    webhookRefused:
      "ANNOUNCE_WEBHOOK_URL must be an https:// address (http:// only to a loopback address): the webhook channel is off.",
  };
}

/** Reads the server's configuration from the environment; a wrong value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) {
    throw new Error(
      "Invalid server configuration: METRICS_PORT: must differ from PORT (the metrics listener is a port of its own on 127.0.0.1)",
    );
  }
  refuseEmulatorWithRealProject(
    values.FIREBASE_PROJECT_ID,
    values.FIREBASE_AUTH_EMULATOR_HOST,
    values.ALLOW_EMULATOR_WITH_REAL_PROJECT === "1",
  );
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    corsOrigins: values.CORS_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    recaptcha: values.RECAPTCHA_SECRET
      ? {
          secret: values.RECAPTCHA_SECRET,
          verifyUrl: values.RECAPTCHA_VERIFY_URL,
          minScore: values.RECAPTCHA_MIN_SCORE,
        }
      : undefined,
    firebaseProjectId: values.FIREBASE_PROJECT_ID,
    bodyLimit: values.BODY_LIMIT,
    logLevel: values.LOG_LEVEL,
    throttle: {
      login: rate("THROTTLE_LOGIN", values.THROTTLE_LOGIN),
      register: rate("THROTTLE_REGISTER", values.THROTTLE_REGISTER),
      signInFailures: rate("THROTTLE_SIGN_IN_FAILURES", values.THROTTLE_SIGN_IN_FAILURES),
      joinFailuresPerUser: rate("THROTTLE_JOIN_FAILURES_USER", values.THROTTLE_JOIN_FAILURES_USER),
      joinFailuresPerAddress: rate("THROTTLE_JOIN_FAILURES_ADDRESS", values.THROTTLE_JOIN_FAILURES_ADDRESS),
      teamLookup: rate("THROTTLE_TEAM_LOOKUP", values.THROTTLE_TEAM_LOOKUP),
      finderBrowse: rate("THROTTLE_FINDER_BROWSE", values.THROTTLE_FINDER_BROWSE),
      finderRequestsPerUser: rate("THROTTLE_FINDER_REQUESTS_USER", values.THROTTLE_FINDER_REQUESTS_USER),
      finderRequestsPerAddress: rate("THROTTLE_FINDER_REQUESTS_ADDRESS", values.THROTTLE_FINDER_REQUESTS_ADDRESS),
      finderReports: rate("THROTTLE_FINDER_REPORTS", values.THROTTLE_FINDER_REPORTS),
    },
    trustProxy: trustedHops(values.TRUST_PROXY),
    database: {
      poolMax: values.DB_POOL_MAX,
      connectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
    },
    timeouts: { requestMs: values.REQUEST_TIMEOUT_MS, keepAliveMs: values.KEEP_ALIVE_TIMEOUT_MS },
    organiserEmails: values.ORGANISER_EMAILS.split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ""),
    apiPublicUrl: new URL(values.API_PUBLIC_URL ?? values.PUBLIC_URL).origin,
    credentialKeys: values.CREDENTIAL_KEY
      ? { current: signingKey(values.CREDENTIAL_KEY), previous: previousKeys(values.CREDENTIAL_PREVIOUS_KEYS) }
      : undefined,
    identityRecheckSeconds: values.IDENTITY_RECHECK_SECONDS,
    mail: {
      smtpUrl: smtpUrl(values.SMTP_URL),
      from: values.MAIL_FROM,
      rate: values.MAIL_RATE,
      timeZone: timeZone(values.FESTIVAL_TZ),
      ...webhook(values.ANNOUNCE_WEBHOOK_URL),
    },
    site: values.SITE_DIR
      ? {
          dir: path.resolve(values.SITE_DIR),
          rendererDir: path.resolve(values.SITE_RENDERER_DIR ?? `${path.resolve(values.SITE_DIR)}-renderer`),
        }
      : undefined,
    metrics:
      values.METRICS_PORT !== undefined || values.METRICS_TOKEN !== undefined
        ? { port: values.METRICS_PORT, token: values.METRICS_TOKEN }
        : undefined,
  };
}
