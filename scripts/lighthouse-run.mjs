// Runs Lighthouse (mobile preset, the default) with Debian's chromium and checks each page against the budget.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_BUDGET = {
  scores: { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 },
  largestContentfulPaintMs: 2000,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.02,
};

const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGET.scores);

function figures(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    failedAudits: CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}

/** The budget lines a run breaks; empty when it keeps to the budget. */
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
 * Audits each URL. The machine is shared, so a page that breaks the budget is measured once more and the
 * better run counts.
 */
export async function auditPages(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const results = [];
  try {
    for (const url of urls) {
      let best;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const runner = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES });
        const result = { url, ...figures(runner.lhr) };
        result.broken = brokenBudgets(result);
        if (!best || result.broken.length < best.broken.length) best = result;
        if (best.broken.length === 0) break;
      }
      results.push(best);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
