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

const fallback: AppConfig = {
  apiBaseUrl: "http://127.0.0.1:8000/api/",
  firebase: {
    apiKey: "demo-api-key",
    authDomain: "demo-codefest.firebaseapp.com",
    projectId: "demo-codefest",
    appId: "",
    measurementId: "",
    authEmulatorHost: "127.0.0.1:9099",
  },
  recaptchaSiteKey: "",
  beaconUrl: "",
};

/** The build-time configuration (see config/env.ts); tests run with the local defaults. */
export const config: AppConfig = typeof __APP_CONFIG__ === "undefined" ? fallback : __APP_CONFIG__;
