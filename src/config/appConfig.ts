/** What the build bakes into the app (read and checked from the environment by config/env.ts at build time). */
export interface AppConfig {
  apiBaseUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    measurementId: string;
    authEmulatorHost: string;
  };
  recaptchaSiteKey: string;
  beaconUrl: string;
}

declare const __APP_CONFIG__: AppConfig | undefined;

/**
 * The build's defaults, written once: the local stack of `npm start` (its API, the `demo-` project of the Auth emulator).
 * config/env.ts fills every variable the environment leaves unset from here.
 */
export const BUILD_DEFAULTS = {
  apiBaseUrl: "http://127.0.0.1:8000/api/",
  projectId: "demo-codefest",
  apiKey: "demo-api-key",
  authEmulatorHost: "127.0.0.1:9099",
} as const;

/** A Firebase project's default auth domain. */
export const authDomainOf = (projectId: string) => `${projectId}.firebaseapp.com`;

const fallback: AppConfig = {
  apiBaseUrl: BUILD_DEFAULTS.apiBaseUrl,
  firebase: {
    apiKey: BUILD_DEFAULTS.apiKey,
    authDomain: authDomainOf(BUILD_DEFAULTS.projectId),
    projectId: BUILD_DEFAULTS.projectId,
    appId: "",
    measurementId: "",
    authEmulatorHost: BUILD_DEFAULTS.authEmulatorHost,
  },
  recaptchaSiteKey: "",
  beaconUrl: "",
};

/** The build-time configuration (see config/env.ts); tests run with the local defaults. */
export const config: AppConfig = typeof __APP_CONFIG__ === "undefined" ? fallback : __APP_CONFIG__;
