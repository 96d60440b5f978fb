import type { AppConfig } from "../../config/env";

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
