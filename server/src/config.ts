import path from "node:path";
import { z } from "zod";
import { parseRate, type ThrottleRates } from "./http/throttle";

// The dev server of `npm start` and the production build of `npm run preview`.
const DEFAULT_ORIGINS = "http://127.0.0.1:3000,http://localhost:3000,http://127.0.0.1:4173,http://localhost:4173";

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
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  ALLOW_EMULATOR_WITH_REAL_PROJECT: z.enum(["0", "1"]).default("0"),
  ORGANISER_EMAILS: z.string().default(""),
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
  /** Behind a reverse proxy: the client's address from X-Forwarded-For (else every client shares the proxy's). */
  trustProxy: boolean;
  /** The whole request (headers and body) must arrive within this; idle keep-alive connections close after the other. */
  timeouts: { requestMs: number; keepAliveMs: number };
  /** Verified e-mails that are organisers by configuration (lower case); the console cannot remove them. */
  organiserEmails: string[];
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

function rate(name: string, value: string) {
  try {
    return parseRate(value);
  } catch (error) {
    throw new Error(`Invalid server configuration: ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
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
    },
    trustProxy: values.TRUST_PROXY === "1",
    timeouts: { requestMs: values.REQUEST_TIMEOUT_MS, keepAliveMs: values.KEEP_ALIVE_TIMEOUT_MS },
    organiserEmails: values.ORGANISER_EMAILS.split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}
