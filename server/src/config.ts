import path from "node:path";
import { z } from "zod";

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
  };
}
