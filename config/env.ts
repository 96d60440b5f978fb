import { z } from "zod";
import { type AppConfig, authDomainOf, BUILD_DEFAULTS } from "../src/config/appConfig";

export type { AppConfig };

/**
 * Build-time configuration. Every variable is read from the environment when webpack starts;
 * a wrong value stops the build with a message that names the variable.
 */
const optional = (schema: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()))
    .pipe(schema.optional());

const httpUrl = z
  .string()
  .url("must be an absolute URL")
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://");

const schema = z.object({
  API_BASE_URL: optional(httpUrl.refine((value) => value.endsWith("/"), "must end with /")),
  FIREBASE_API_KEY: optional(z.string().regex(/^[\w-]+$/, "must be a Firebase web API key")),
  FIREBASE_AUTH_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name")),
  FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]{4,30}$/, "must be a Firebase project id")),
  FIREBASE_APP_ID: optional(z.string().regex(/^[\w:.-]+$/, "must be a Firebase app id")),
  FIREBASE_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[a-z0-9.-]+:\d{2,5}$/i, "must be host:port")),
  RECAPTCHA_SITE_KEY: optional(z.string().regex(/^[\w-]{10,}$/, "must be a reCAPTCHA site key")),
  BEACON_URL: optional(httpUrl),
});

export class ConfigError extends Error {}

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid build configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  const projectId = value.FIREBASE_PROJECT_ID ?? BUILD_DEFAULTS.projectId;
  const isDemoProject = projectId.startsWith("demo-");
  if (!isDemoProject && !value.FIREBASE_API_KEY) {
    throw new ConfigError(
      "Invalid build configuration:\n  FIREBASE_API_KEY: required when FIREBASE_PROJECT_ID is a real project",
    );
  }
  return {
    apiBaseUrl: value.API_BASE_URL ?? BUILD_DEFAULTS.apiBaseUrl,
    firebase: {
      apiKey: value.FIREBASE_API_KEY ?? BUILD_DEFAULTS.apiKey,
      authDomain: value.FIREBASE_AUTH_DOMAIN ?? authDomainOf(projectId),
      projectId,
      appId: value.FIREBASE_APP_ID ?? "",
      measurementId: value.FIREBASE_MEASUREMENT_ID ?? "",
      // A demo- project exists only in the emulators, so it always talks to the local one.
      authEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST ?? (isDemoProject ? BUILD_DEFAULTS.authEmulatorHost : ""),
    },
    recaptchaSiteKey: value.RECAPTCHA_SITE_KEY ?? "",
    beaconUrl: value.BEACON_URL ?? "",
  };
}
