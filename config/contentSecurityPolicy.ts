import type { AppConfig } from "./env";

/** A policy as directive → sources, in the order written. */
export type Directives = Record<string, string[]>;

/** Firebase Auth's REST APIs (sign-in, token refresh). */
const FIREBASE_AUTH_APIS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
/** Google's script behind the popup and redirect sign-ins (Google, GitHub), loaded by the Firebase Auth SDK. */
const GOOGLE_SIGN_IN_SCRIPT = "https://apis.google.com";
/** reCAPTCHA: the registration bot check (v3) and, on a real project, phone sign-in's check. */
const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];
/** Google Analytics for Firebase: gtag.js, its collection endpoints and Firebase's installation and config calls. */
const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
  "https://firebase.googleapis.com",
  "https://firebaseinstallations.googleapis.com",
];
const ANALYTICS_IMAGES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

const origin = (url: string) => new URL(url).origin;
const unique = (sources: string[]) => [...new Set(sources)];

/**
 * What the app may load, built from the build's configuration (config/env.ts), so a build for another API host,
 * auth domain or analytics setup allows exactly those. Inline scripts are allowed by their hashes, which the build
 * adds once the HTML is final (scripts/lib/cspHashes.mjs); `frame-ancestors` only works as a header.
 */
export function policyDirectives(config: AppConfig): Directives {
  const emulator = config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : "";
  // A real project checks phone sign-ins with reCAPTCHA; the emulator skips it.
  const recaptcha = config.recaptchaSiteKey !== "" || emulator === "";
  const analytics = config.firebase.measurementId !== "";
  return {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval' lets the certificate PDF compile its bundled text-shaping WebAssembly (HarfBuzz) for names in
    // India's scripts; it allows no JavaScript eval.
    "script-src": unique([
      "'self'",
      "'wasm-unsafe-eval'",
      GOOGLE_SIGN_IN_SCRIPT,
      ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
      ...(analytics ? ANALYTICS_SCRIPTS : []),
    ]),
    // MUI's emotion writes <style> elements at run time, and the pre-rendered pages carry their styles inline: a
    // nonce would let emotion through, but a static host cannot give each answer a fresh one (a fixed nonce protects
    // nothing), and hashes cannot cover styles made at run time. Styles cannot run code, so this is the one exception.
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'"],
    // data: for MUI's and the fonts' small inlined images, blob: for the certificate PDF and downloads.
    "img-src": unique([
      "'self'",
      "data:",
      "blob:",
      ...(config.beaconUrl ? [origin(config.beaconUrl)] : []),
      ...(analytics ? ANALYTICS_IMAGES : []),
    ]),
    "connect-src": unique([
      "'self'",
      origin(config.apiBaseUrl),
      ...(emulator ? [emulator] : FIREBASE_AUTH_APIS),
      ...(recaptcha ? ["https://www.google.com/recaptcha/"] : []),
      ...(analytics ? ANALYTICS_CONNECT : []),
    ]),
    // The auth domain's iframe carries popup and redirect sign-ins (the emulator serves its own).
    "frame-src": unique([emulator || `https://${config.firebase.authDomain}`, ...(recaptcha ? RECAPTCHA_FRAMES : [])]),
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** The policy for the `<meta http-equiv="Content-Security-Policy">` of every page (the inline scripts' hashes added later). */
export const metaPolicy = (config: AppConfig): string => serializePolicy(policyDirectives(config));

/**
 * The directives the host sends as a header (firebase.json): what holds for every build and what a meta tag cannot
 * carry. A browser enforces both policies, so the meta's allow-list still decides what loads.
 */
export const HOST_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
