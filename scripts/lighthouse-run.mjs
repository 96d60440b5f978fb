// Runs Lighthouse (mobile preset, the default) with Debian's chromium: each page several times, the median of each
// figure reported, and checks the medians against the budget.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

export const LIGHTHOUSE_BUDGET = {
  scores: { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 },
  largestContentfulPaintMs: 2000,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.02,
};

const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGET.scores);

function lcpElementOf(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const node = details?.items?.[0]?.items?.[0]?.node ?? details?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"} "${String(node.nodeLabel ?? "").slice(0, 60)}"` : "?";
}

function figures(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    // The element Lighthouse took for the largest paint: read when a page's LCP is off target.
    lcpElement: lcpElementOf(lhr),
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    scripts: requests.filter((item) => item.resourceType === "Script").map((item) => item.url),
    requests: requests.length,
    preflights: requests.filter((item) => item.resourceType === "Preflight").length,
    // What moved, as Lighthouse attributes the layout shifts (largest first): read when CLS is off target.
    shifted: (lhr.audits["layout-shifts"]?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? item.node?.nodeLabel ?? "?"} (${Number(item.score).toFixed(3)})`,
    ),
    // The main thread's long tasks as Lighthouse simulated them (the script each is attributed to): what TBT sums.
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => ({
      url: item.url,
      startTime: Math.round(item.startTime ?? 0),
      duration: Math.round(item.duration),
    })),
    failedAudits: CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One figure per metric: the median over the runs (scores too); failing audits seen in most runs. */
function medianOf(url, runs) {
  const audits = runs.flatMap((run) => run.failedAudits);
  return {
    url,
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcp: median(runs.map((run) => run.lcp)),
    lcpRange: [Math.min(...runs.map((run) => run.lcp)), Math.max(...runs.map((run) => run.lcp))],
    lcpElement: [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)].lcpElement,
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    // The files of the run with the median count (a file set has no median).
    scripts: [...runs].sort((a, b) => a.scripts.length - b.scripts.length)[Math.floor(runs.length / 2)].scripts,
    requests: median(runs.map((run) => run.requests)),
    preflights: median(runs.map((run) => run.preflights)),
    shifted: [...runs].sort((a, b) => a.cls - b.cls)[Math.floor(runs.length / 2)].shifted,
    longTasks: [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)].longTasks,
    failedAudits: [...new Set(audits)].filter((id) => audits.filter((seen) => seen === id).length * 2 > runs.length),
  };
}

/** The budget lines a page's medians break; empty when it keeps to the budget. */
export function brokenBudgets(result) {
  const broken = [];
  for (const [id, minimum] of Object.entries(LIGHTHOUSE_BUDGET.scores)) {
    if (result.scores[id] < minimum) broken.push(`${id} ${result.scores[id]} < ${minimum}`);
  }
  if (result.lcp > LIGHTHOUSE_BUDGET.largestContentfulPaintMs)
    broken.push(`LCP ${Math.round(result.lcp)} ms > 2000 ms`);
  if (result.tbt > LIGHTHOUSE_BUDGET.totalBlockingTimeMs) broken.push(`TBT ${Math.round(result.tbt)} ms > 150 ms`);
  if (result.cls > LIGHTHOUSE_BUDGET.cumulativeLayoutShift) broken.push(`CLS ${result.cls.toFixed(3)} > 0.02`);
  return broken;
}

/**
 * A first visit with a stored session: the HTTP cache and every storage of the origin emptied (service worker, caches,
 * IndexedDB), then
 * `key` written into its localStorage, through the same Chromium over the DevTools protocol; Lighthouse then audits
 * without resetting the storage.
 */
async function storeSession(port, { origin, key, value }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await cdp.send("Network.clearBrowserCache");
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(([name, text]) => window.localStorage.setItem(name, text), [key, value]);
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's.
    await browser.close();
  }
}

/**
 * Audits each URL `runs` times, the pages taking turns (so a burst of load on the machine spreads over all of them
 * instead of landing on one), and answers the medians. `throttlingMethod` is Lighthouse's: "simulate" (the default,
 * modelled from an unthrottled load) or "devtools" (the page really loaded on a throttled network and CPU).
 * `storedSession` ({origin, key, value}): each audit a first visit with that localStorage entry (a signed-in visit).
 */
export async function auditPages(urls, { runs = 5, throttlingMethod = "simulate", storedSession = null } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const seen = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        if (storedSession) await storeSession(chrome.port, storedSession);
        const runner = await lighthouse(url, {
          port: chrome.port,
          logLevel: "error",
          onlyCategories: CATEGORIES,
          throttlingMethod,
          disableStorageReset: storedSession !== null,
        });
        seen.get(url).push(figures(runner.lhr));
        // `BENCH_LHR_DIR=<dir>` keeps each audit's whole report, to read what a figure is made of.
        if (process.env.BENCH_LHR_DIR) {
          mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
          const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${run + 1}.json`;
          writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(runner.lhr));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return urls.map((url) => {
    const result = medianOf(url, seen.get(url));
    return { ...result, broken: brokenBudgets(result) };
  });
}
