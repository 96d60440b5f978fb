import { freePort } from "../../scripts/lib/processes.mjs";
import { type ApiProcess, startApiProcess } from "./support/apiProcess";
import { histogramCount, parseScrape, type Scrape, valueOf } from "./support/prometheus";
import { startThrowawayPostgres, throwawayPostgresMissing, type ThrowawayPostgres } from "./support/throwawayPostgres";

// With API_WORKERS > 1 one scrape returns the whole server (docs/monitoring.md): the API as operators run it
// (`npm run start:api`, two workers) on a PostgreSQL server of the test's own, scraped on METRICS_PORT and, with the
// token, on the API's port (answered by a worker that asks the primary).
const missing = throwawayPostgresMissing();
if (missing) console.warn(`Skipping the metrics cluster tests: ${missing}`);
const withPostgres = missing ? describe.skip : describe;

jest.setTimeout(180_000);

const TOKEN = "metrics-cluster-token-0123456789";
const EVENTS = { route: "/api/events/", method: "GET", status: "200" };

withPostgres("metrics of two API workers", () => {
  let postgres: ThrowawayPostgres;
  let api: ApiProcess;
  let metricsPort: number;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    metricsPort = await freePort();
    api = await startApiProcess({
      DATABASE_URL: postgres.url,
      API_WORKERS: "2",
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    await api?.stop();
    await postgres?.destroy();
  });

  const fromPort = async (): Promise<Scrape> =>
    parseScrape(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
  const fromApi = async (): Promise<Scrape> => {
    const response = await fetch(new URL("/metrics", api.base), { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return parseScrape(await response.text());
  };

  it("sums every worker's requests in one scrape, on the metrics port and on the API's port", async () => {
    const before = valueOf(await fromPort(), "codefest_http_requests_total", EVENTS);
    // New connections each time, so the primary hands them to both workers in turn.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${api.base}events/`, { headers: { Connection: "close" } }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    const scrape = await fromPort();
    expect(valueOf(scrape, "codefest_http_requests_total", EVENTS)).toBe(before + 40);
    expect(histogramCount(scrape, "codefest_http_request_duration_seconds", { route: "/api/events/" })).toBe(
      before + 40,
    );
    expect(valueOf(await fromApi(), "codefest_http_requests_total", EVENTS)).toBe(before + 40);
  });

  it("reads the shared mail queue once, not once per worker", async () => {
    const scrape = await fromPort();
    expect(valueOf(scrape, "codefest_mail_queue_depth")).toBe(0);
    expect(scrape.get("codefest_mail_queue_depth")?.metrics).toHaveLength(1);
  });
});
