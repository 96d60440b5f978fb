import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { HOST_POLICY, metaPolicy, policyDirectives } from "../../config/contentSecurityPolicy";
import { readConfig } from "../../config/env";
import { withInlineScriptHashes } from "../../scripts/lib/cspHashes.mjs";

const LIVE = {
  API_BASE_URL: "https://api.codefest.example/api/",
  FIREBASE_API_KEY: "AIzaExample-Key_1",
  FIREBASE_PROJECT_ID: "codefest-live",
  FIREBASE_AUTH_DOMAIN: "login.codefest.example",
};

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe("the Content-Security-Policy built from the build configuration", () => {
  it("lets the app talk to its API host, Firebase Auth and the auth domain's frame, and to nothing else", () => {
    const policy = policyDirectives(readConfig(LIVE));
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://api.codefest.example",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://www.google.com/recaptcha/",
    ]);
    expect(policy["frame-src"]).toEqual([
      "https://login.codefest.example",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["worker-src"]).toEqual(["'self'"]);
  });

  it("follows API_BASE_URL to another host, port included", () => {
    const policy = policyDirectives(readConfig({ ...LIVE, API_BASE_URL: "https://other.example:8443/v2/" }));
    expect(policy["connect-src"]).toContain("https://other.example:8443");
    expect(policy["connect-src"]).not.toContain("https://api.codefest.example");
  });

  it("talks to the local Auth emulator instead of Google in a local build, without reCAPTCHA or analytics", () => {
    const policy = policyDirectives(readConfig({}));
    expect(policy["connect-src"]).toEqual(["'self'", "http://127.0.0.1:8000", "http://127.0.0.1:9099"]);
    expect(policy["frame-src"]).toEqual(["http://127.0.0.1:9099"]);
    expect(policy["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'", "https://apis.google.com"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
  });

  it("allows reCAPTCHA, Analytics and the beacon only when they are configured", () => {
    const policy = policyDirectives(
      readConfig({
        RECAPTCHA_SITE_KEY: "site-key-0123456789",
        FIREBASE_MEASUREMENT_ID: "G-ABC123",
        BEACON_URL: "https://beacon.example.org/hit",
      }),
    );
    expect(policy["script-src"]).toEqual(
      expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.googletagmanager.com"]),
    );
    expect(policy["connect-src"]).toEqual(expect.arrayContaining(["https://*.google-analytics.com"]));
    expect(policy["img-src"]).toEqual(expect.arrayContaining(["https://beacon.example.org"]));
  });

  it("allows no inline or evaluated script, and inline styles only (emotion's run-time style elements)", () => {
    const policy = metaPolicy(readConfig(LIVE));
    expect(directive(policy, "script-src")).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    // A meta tag cannot carry it: the host's header does.
    expect(policy).not.toContain("frame-ancestors");
  });
});

describe("the inline scripts' hashes in the page's policy", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const page = (policy: string, body: string) =>
    `<html><head><meta charset=utf-8><meta http-equiv=Content-Security-Policy content="${policy}"></head>${body}</html>`;

  it("names each inline script by the hash of its exact text, and no script loaded from a file", () => {
    const html = page(
      "default-src 'self'; script-src 'self' https://apis.google.com; style-src 'self'",
      `<script>one()</script><script src="/js/main.js"></script><script>two()</script>`,
    );
    expect(directive(/content="([^"]*)"/.exec(withInlineScriptHashes(html))?.[1] ?? "", "script-src")).toEqual([
      "'self'",
      "https://apis.google.com",
      sha("one()"),
      sha("two()"),
    ]);
  });

  it("replaces the earlier hashes when the page's scripts change (the pre-rendered pages add one)", () => {
    const before = withInlineScriptHashes(page("script-src 'self'", "<script>one()</script>"));
    const after = withInlineScriptHashes(before.replace("</html>", "<script>guard()</script></html>"));
    expect(directive(/content="([^"]*)"/.exec(after)?.[1] ?? "", "script-src")).toEqual([
      "'self'",
      sha("one()"),
      sha("guard()"),
    ]);
  });
});

describe("the static host's configuration (firebase.json)", () => {
  const hosting = JSON.parse(readFileSync(path.resolve("firebase.json"), "utf8")).hosting as {
    ignore: string[];
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  };
  const headers = Object.fromEntries(
    hosting.headers.filter((rule) => rule.source === "**").flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
  );

  it("sends the policy only a header can carry, the referrer policy and nosniff with every file", () => {
    expect(headers).toEqual({
      "Content-Security-Policy": HOST_POLICY,
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
    });
    expect(directive(HOST_POLICY, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("does not publish the source maps", () => {
    expect(hosting.ignore).toContain("**/*.map");
  });
});
