import { generateKeyPairSync } from "node:crypto";
import type { Server } from "node:http";
import type { AccountState } from "../../server/src/auth/identity";
import { countedIdentity } from "../../server/src/auth/identityMetrics";
import { loadConfig } from "../../server/src/config";
import { metricsListener } from "../../server/src/http/metricsEndpoint";
import { createMetrics } from "../../server/src/lib/metrics";
import { teamEvents } from "../support/seedEvents";
import { eventIdsBySlug, participant, startHarness, type Harness } from "./support/harness";
import { allLabelValues, histogramCount, parseScrape, type Scrape, valueOf } from "./support/prometheus";
import { startSmtp, type TestSmtp, until } from "./support/smtp";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

// GET /metrics (docs/monitoring.md): off unless METRICS_TOKEN or METRICS_PORT is set; with the token on the API's port,
// read here by a Prometheus text-format parser, with values that move as requests are made.

jest.setTimeout(120_000);

const TOKEN = "metrics-token-for-tests-0123456789";
const credentialKey = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();

async function scrapeOf(api: Harness, token = TOKEN): Promise<Scrape> {
  const response = await fetch(new URL("/metrics", api.url), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseScrape(await response.text());
}

describe("without METRICS_TOKEN or METRICS_PORT", () => {
  let api: Harness;
  beforeAll(async () => (api = await startHarness()));
  afterAll(async () => api?.close());

  it("serves no metrics: /metrics is an unknown path, with or without a token", async () => {
    for (const headers of [{}, { Authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await fetch(new URL("/metrics", api.url), { headers });
      expect(response.status).toBe(404);
    }
  });

  it("keeps no metrics and reads no METRICS_* setting", () => {
    expect(loadConfig({}).metrics).toBeUndefined();
  });
});

describe("with METRICS_TOKEN", () => {
  let api: Harness;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    const { credentialKeys } = loadConfig({ CREDENTIAL_KEY: credentialKey });
    api = await startHarness(
      {
        metrics: { token: TOKEN },
        credentialKeys,
        mail: { smtpUrl: smtp.url, from: "Codefest <no-reply@example.org>", rate: 100, timeZone: "Asia/Kolkata" },
      },
      undefined,
      { metrics: createMetrics() },
    );
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });

  it("refuses a scrape without the token, with a wrong one, or in another scheme", async () => {
    const url = new URL("/metrics", api.url);
    const wrong: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { Authorization: `Bearer ${TOKEN}0` },
      { Authorization: "Bearer x" },
      { Authorization: `Token ${TOKEN}` },
      { Authorization: TOKEN },
    ];
    for (const headers of wrong) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("codefest_");
    }
  });

  it("counts requests by route pattern, method and status, with their times", async () => {
    const before = await scrapeOf(api);
    const events = { route: "/api/events/", method: "GET", status: "200" };
    const count = valueOf(before, "codefest_http_requests_total", events);
    for (let index = 0; index < 3; index += 1) expect((await api.call("GET", "events/")).status).toBe(200);
    expect((await api.call("GET", "teams/lookup/?code=NOSUCHCODE")).status).toBe(404);
    const after = await scrapeOf(api);
    expect(valueOf(after, "codefest_http_requests_total", events)).toBe(count + 3);
    const lookup = { route: "/api/teams/lookup/", method: "GET", status: "404" };
    expect(valueOf(after, "codefest_http_requests_total", lookup)).toBe(
      valueOf(before, "codefest_http_requests_total", lookup) + 1,
    );
    const histogram = after.get("codefest_http_request_duration_seconds");
    expect(histogram?.type).toBe("HISTOGRAM");
    const timed = (scrape: Scrape) =>
      histogramCount(scrape, "codefest_http_request_duration_seconds", { route: "/api/events/", method: "GET" });
    expect(timed(after)).toBe(timed(before) + 3);
  });

  it("puts no path as typed, id, e-mail or token in any label: unmatched paths share one label", async () => {
    const someone = await participant(api);
    await api.call("GET", `certificates/${someone.email}/credential`);
    await api.call("GET", `no/such/path/${someone.token}/`);
    await api.call("DELETE", "teams/123456789/", { token: someone.token });
    const scrape = await scrapeOf(api);
    const labels = allLabelValues(scrape);
    for (const secret of [someone.email, someone.token, "123456789", "no/such/path", TOKEN]) {
      expect(labels.filter((label) => label.includes(secret))).toEqual([]);
    }
    expect(valueOf(scrape, "codefest_http_requests_total", { route: "unmatched", status: "404" })).toBeGreaterThan(0);
    expect(valueOf(scrape, "codefest_http_requests_total", { route: "/api/teams/:teamId/" })).toBeGreaterThan(0);
  });

  it("counts ID tokens checked and accounts looked up at the identity provider", async () => {
    const before = await scrapeOf(api);
    await api.call("POST", "login/", { body: { id_token: "not-an-id-token" } });
    const someone = await participant(api);
    await api.call("GET", "profile/", { token: someone.token });
    const after = await scrapeOf(api);
    const checks = (result: string, scrape: Scrape) =>
      valueOf(scrape, "codefest_identity_token_checks_total", { result });
    expect(checks("invalid", after)).toBe(checks("invalid", before) + 1);
    expect(checks("valid", after)).toBeGreaterThan(checks("valid", before));
    const lookups = (scrape: Scrape) => valueOf(scrape, "codefest_identity_lookups_total", { result: "active" });
    expect(lookups(after)).toBeGreaterThan(lookups(before));
  });

  it("counts mail sent by kind, and reads the queue's depth and oldest age", async () => {
    const ids = await eventIdsBySlug(api);
    const [creator, joiner] = [await participant(api), await participant(api)];
    const before = await scrapeOf(api);
    const team = await api.call<{ access_code: string }>("POST", "teams/create/", {
      token: creator.token,
      body: { event: ids[teamEvent], team_name: "Metric Minds" },
    });
    await api.call("POST", "teams/join/", { token: joiner.token, body: { access_code: team.body.access_code } });
    await smtp.waitFor(creator.email);
    const sent = (scrape: Scrape) => valueOf(scrape, "codefest_mail_sent_total", { kind: "team.joined" });
    const after = await until(
      () => scrapeOf(api),
      (scrape) => sent(scrape) > sent(before),
    );
    expect(sent(after)).toBe(sent(before) + 1);
    expect(valueOf(after, "codefest_mail_queue_depth")).toBe(0);
    expect(valueOf(after, "codefest_mail_queue_oldest_age_seconds")).toBe(0);
    expect(after.get("codefest_mail_failed_total")?.type).toBe("COUNTER");
  });

  it("counts mail given up for good by kind", async () => {
    const ids = await eventIdsBySlug(api);
    const [creator, joiner] = [await participant(api), await participant(api)];
    smtp.refuse.add(creator.email.toLowerCase());
    const failed = (scrape: Scrape) => valueOf(scrape, "codefest_mail_failed_total", { kind: "team.joined" });
    const before = await scrapeOf(api);
    const team = await api.call<{ access_code: string }>("POST", "teams/create/", {
      token: creator.token,
      body: { event: ids[teamEvent], team_name: "Refused Mailbox" },
    });
    await api.call("POST", "teams/join/", { token: joiner.token, body: { access_code: team.body.access_code } });
    const after = await until(
      () => scrapeOf(api),
      (scrape) => failed(scrape) > failed(before),
    );
    expect(failed(after)).toBe(failed(before) + 1);
  });

  it("counts credential signings", async () => {
    const signings = (scrape: Scrape) =>
      valueOf(scrape, "codefest_credential_signings_total", { document: "status_list" });
    const before = await scrapeOf(api);
    expect((await api.call("GET", "credentials/status/0")).status).toBe(200);
    expect(signings(await scrapeOf(api))).toBe(signings(before) + 1);
  });

  it("reads the database pool, statement errors, and the process's memory, CPU and event-loop delay", async () => {
    const before = await scrapeOf(api);
    const errors = (scrape: Scrape) => valueOf(scrape, "codefest_db_statement_errors_total");
    // A team name taken (any case) is the database's unique violation, class 23.
    const ids = await eventIdsBySlug(api);
    const [first, second] = [await participant(api), await participant(api)];
    await api.call("POST", "teams/create/", {
      token: first.token,
      body: { event: ids[fourthTeamEvent], team_name: "Same Name" },
    });
    const taken = await api.call("POST", "teams/create/", {
      token: second.token,
      body: { event: ids[fourthTeamEvent], team_name: "same name" },
    });
    expect(taken.status).toBe(400);
    const after = await scrapeOf(api);
    expect(errors(after)).toBeGreaterThan(errors(before));
    expect(valueOf(after, "codefest_db_statement_errors_total", { sqlstate_class: "23" })).toBeGreaterThan(0);
    expect(valueOf(after, "codefest_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
    expect(after.get("codefest_db_pool_connections")?.metrics.length).toBe(2);
    expect(valueOf(after, "codefest_db_pool_waiting")).toBe(0);
    expect(valueOf(after, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(valueOf(after, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(after.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
  });
});

describe("identity lookups", () => {
  it("count a provider that cannot be asked as failed, beside active, missing and disabled", async () => {
    const metrics = createMetrics();
    const states: AccountState[] = [
      { kind: "active", tokensValidAfter: null },
      { kind: "missing" },
      { kind: "disabled" },
      { kind: "unknown", reason: "the provider is down" },
      { kind: "unknown", reason: "the provider is down" },
    ];
    const identity = countedIdentity(
      { verify: async () => null, lookup: async () => states.shift()!, close: async () => undefined },
      metrics,
    );
    for (let index = 0; index < 5; index += 1) await identity.lookup?.("some-uid");
    await identity.verify("not-a-token");
    const scrape = parseScrape(await metrics.registry.metrics());
    const lookups = (result: string) => valueOf(scrape, "codefest_identity_lookups_total", { result });
    expect([lookups("active"), lookups("missing"), lookups("disabled"), lookups("failed")]).toEqual([1, 1, 1, 2]);
    expect(valueOf(scrape, "codefest_identity_token_checks_total", { result: "invalid" })).toBe(1);
    expect(allLabelValues(scrape)).not.toContain("some-uid");
  });
});

describe("METRICS_PORT", () => {
  let server: Server;
  afterEach(() => server?.close());

  it("listens on 127.0.0.1 only, answers GET /metrics without a token and 404 elsewhere", async () => {
    const metrics = createMetrics();
    metrics.requests.inc({ route: "/api/events/", method: "GET", status: "200" });
    server = await metricsListener(0, async () => ({
      contentType: metrics.registry.contentType,
      text: await metrics.registry.metrics(),
    }));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    expect(address.address).toBe("127.0.0.1");
    const base = `http://127.0.0.1:${address.port}`;
    const scrape = parseScrape(await (await fetch(`${base}/metrics`)).text());
    expect(valueOf(scrape, "codefest_http_requests_total", { route: "/api/events/" })).toBe(1);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("is read from the environment with the token, and refused when it is not a port, is PORT, or the token is short", () => {
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, token: undefined });
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({ port: undefined, token: TOKEN });
    expect(() => loadConfig({ METRICS_PORT: "http" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: "8000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});
