import fs from "node:fs";
import path from "node:path";
import { createMetrics } from "../../server/src/lib/metrics";
import { startHarness, type Harness } from "./support/harness";
import { parseScrape } from "./support/prometheus";

// docs/grafana-dashboard.json and docs/prometheus-alerts.yml query only metrics GET /metrics exports (a renamed metric
// would leave a panel empty and an alert silent), and every alert says its threshold and what to do.

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
const TOKEN = "monitoring-files-token-0123456789";
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface Dashboard {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
}

/** The metric names a PromQL expression reads (a histogram's series by the histogram's name). */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\b((?:codefest|process|nodejs)_[a-z0-9_]+)/g)].map((match) =>
    match[1].replace(/_(bucket|count|sum)$/, ""),
  );

describe("the Grafana dashboard and the alerting rules", () => {
  let api: Harness;
  let exported: Set<string>;
  beforeAll(async () => {
    api = await startHarness({ metrics: { token: TOKEN } }, undefined, { metrics: createMetrics() });
    const response = await fetch(new URL("/metrics", api.url), { headers: { Authorization: `Bearer ${TOKEN}` } });
    exported = new Set(parseScrape(await response.text()).families.keys());
  });
  afterAll(async () => api?.close());

  const dashboard = JSON.parse(read("docs/grafana-dashboard.json")) as Dashboard;
  const alerts = read("docs/prometheus-alerts.yml");

  it("query only exported metrics, and between them every metric of the server", () => {
    const queried = [
      ...dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricsIn(target.expr))),
      ...metricsIn(alerts),
    ];
    expect(queried.length).toBeGreaterThan(10);
    expect(queried.filter((name) => !exported.has(name))).toEqual([]);
    const ours = [...exported].filter((name) => name.startsWith("codefest_"));
    expect(ours.filter((name) => !queried.includes(name) && name !== "codefest_mail_retried_total")).toEqual([]);
  });

  it("give every alert an expression with its threshold, a summary and what to do", () => {
    const rules = alerts.split("- alert: ").slice(1);
    expect(rules.map((rule) => rule.split("\n")[0])).toEqual([
      "CodefestHigh5xxRate",
      "CodefestSlowAnswers",
      "CodefestDatabasePoolWaiting",
      "CodefestMailBacklogOld",
      "CodefestEventLoopDelay",
    ]);
    for (const rule of rules) {
      expect(rule).toMatch(/expr: [\s\S]*> [0-9.]+/);
      expect(rule).toMatch(/summary: \S/);
      expect(rule).toMatch(/action: \S/);
    }
  });
});
