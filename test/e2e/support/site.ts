import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { serveStatic, type StaticServer } from "./staticServer";

export interface SiteInBrowser {
  browser: Browser;
  site: StaticServer;
}

/** Debian's chromium and the built site on a static host, started before a test file's tests and closed after them. */
export function siteInBrowser(): SiteInBrowser {
  const env = {} as SiteInBrowser;
  beforeAll(async () => {
    [env.browser, env.site] = await Promise.all([launchBrowser(), serveStatic()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}
