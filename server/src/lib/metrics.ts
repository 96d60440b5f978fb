import cluster from "node:cluster";
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type PrometheusContentType,
} from "prom-client";

type TextRegistry = Registry<PrometheusContentType>;

/**
 * The operators' metrics (docs/monitoring.md): one registry per API process, read by `GET /metrics` in the Prometheus
 * text format. Every label takes values from a short fixed list (route patterns, methods, status codes, mail kinds,
 * outcomes): never an id, an e-mail, a token or a path as typed.
 */

/** What the database connection pool reports at a scrape (PostgreSQL: pg's pool; PGlite: its one connection). */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/** The mail queue at a scrape: messages queued, and the age of the oldest one (null: nothing queued). */
export interface MailBacklog {
  queued: number;
  oldestSeconds: number | null;
}

export interface MetricSources {
  pool?: () => PoolState;
  mailBacklog?: () => Promise<MailBacklog>;
}

/** Latency buckets (seconds): a 5 ms answer to a 10 s export, with detail around the 150 ms and 1 s marks. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: TextRegistry;
  requests: Counter<"route" | "method" | "status">;
  requestSeconds: Histogram<"route" | "method">;
  statementErrors: Counter<"sqlstate_class">;
  mailSent: Counter<"kind" | "channel">;
  mailFailed: Counter<"kind" | "channel">;
  mailRetried: Counter<"kind" | "channel">;
  identityTokenChecks: Counter<"result">;
  identityLookups: Counter<"result">;
  credentialSignings: Counter<"document">;
  /** Sets where the gauges read the pool and the mail queue (the app knows them once its database is open). */
  setSources(sources: MetricSources): void;
}

/**
 * A fresh registry with every metric of the server, and Node's own (memory, CPU, event-loop delay, GC) under their
 * usual names. In a cluster worker the registry answers the primary's requests for metrics, so one scrape of the
 * primary returns the whole server (`clusterMetrics` below).
 */
export function createMetrics(): Metrics {
  const registry: TextRegistry = cluster.isWorker
    ? new AggregatorRegistry<PrometheusContentType>()
    : new Registry<PrometheusContentType>();
  if (cluster.isWorker) AggregatorRegistry.setRegistries([registry]);
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  let sources: MetricSources = {};
  const registers = [registry];

  const requests = new Counter({
    name: "codefest_http_requests_total",
    help: "HTTP requests answered, by route pattern (unmatched paths share one label), method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: "codefest_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  new Gauge({
    name: "codefest_db_pool_connections",
    help: "Database connections of this process's pool, by state: in use, idle (PGlite: its one connection).",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: "in_use" }, pool.total - pool.idle);
      this.set({ state: "idle" }, pool.idle);
    },
  });
  new Gauge({
    name: "codefest_db_pool_waiting",
    help: "Requests waiting for a database connection (PGlite: for its one connection).",
    registers,
    collect() {
      const pool = sources.pool?.();
      if (pool) this.set(pool.waiting);
    },
  });
  const statementErrors = new Counter({
    name: "codefest_db_statement_errors_total",
    help: "Database statements that failed, by SQLSTATE class (23: constraint, 57: cancelled or shut down, 08: connection; none: no SQLSTATE).",
    labelNames: ["sqlstate_class"] as const,
    registers,
  });
  // The queue is the database's, the same for every process: a cluster's scrape takes one process's reading, not the sum.
  const backlog = async () => (sources.mailBacklog ? sources.mailBacklog() : null);
  new Gauge({
    name: "codefest_mail_queue_depth",
    help: "Messages in the mail queue waiting to be sent (new ones and those waiting for another try).",
    aggregator: "max",
    registers,
    async collect() {
      const state = await backlog();
      if (state) this.set(state.queued);
    },
  });
  new Gauge({
    name: "codefest_mail_queue_oldest_age_seconds",
    help: "Age of the oldest message still queued (0 when the queue is empty).",
    aggregator: "max",
    registers,
    async collect() {
      const state = await backlog();
      if (state) this.set(state.oldestSeconds ?? 0);
    },
  });
  const mailLabels = ["kind", "channel"] as const;
  const mailSent = new Counter({
    name: "codefest_mail_sent_total",
    help: "Messages sent (e-mails and webhook posts), by kind.",
    labelNames: mailLabels,
    registers,
  });
  const mailFailed = new Counter({
    name: "codefest_mail_failed_total",
    help: "Messages given up for good (a permanent refusal, or still failing after three days), by kind.",
    labelNames: mailLabels,
    registers,
  });
  const mailRetried = new Counter({
    name: "codefest_mail_retried_total",
    help: "Sending attempts that failed for a passing reason and will be tried again, by kind.",
    labelNames: mailLabels,
    registers,
  });
  const identityTokenChecks = new Counter({
    name: "codefest_identity_token_checks_total",
    help: "ID tokens checked at sign-in (login/, register/), by result: valid or invalid.",
    labelNames: ["result"] as const,
    registers,
  });
  const identityLookups = new Counter({
    name: "codefest_identity_lookups_total",
    help: "Accounts looked up at the identity provider, by result: active, missing, disabled, or failed (provider unreachable).",
    labelNames: ["result"] as const,
    registers,
  });
  const credentialSignings = new Counter({
    name: "codefest_credential_signings_total",
    help: "Documents signed with the credential key, by document: certificate (a credential or its new version) or status_list.",
    labelNames: ["document"] as const,
    registers,
  });
  return {
    registry,
    requests,
    requestSeconds,
    statementErrors,
    mailSent,
    mailFailed,
    mailRetried,
    identityTokenChecks,
    identityLookups,
    credentialSignings,
    setSources: (next) => (sources = { ...sources, ...next }),
  };
}

let aggregator: AggregatorRegistry<PrometheusContentType> | null = null;

/** In a cluster's primary: every worker's metrics, summed (gauges of the shared database: one reading). */
export async function clusterMetrics(): Promise<{ contentType: string; text: string }> {
  aggregator ??= new AggregatorRegistry<PrometheusContentType>();
  return { contentType: aggregator.contentType, text: await aggregator.clusterMetrics() };
}

const ASK = "codefest:metrics-request";
const ANSWER = "codefest:metrics-answer";
const ASK_TIMEOUT_MS = 6_000;

interface Asked {
  type: typeof ASK;
  id: number;
}
interface Answered {
  type: typeof ANSWER;
  id: number;
  contentType?: string;
  text?: string;
  error?: string;
}

let asked = 0;

/**
 * The whole server's metrics, from any process: a cluster worker (which may receive a scrape on the API's port) asks
 * the primary, which gathers every worker's (`answerWorkersAskingForMetrics`); a single process reads its own registry.
 */
export async function wholeServerMetrics(metrics: Metrics): Promise<{ contentType: string; text: string }> {
  if (!cluster.isWorker || !process.send) {
    return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
  }
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error("the primary process did not answer")), ASK_TIMEOUT_MS);
    function finish(error: Error | null, answer?: Answered) {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error || !answer || answer.error !== undefined) reject(error ?? new Error(answer?.error ?? "no answer"));
      else resolve({ contentType: answer.contentType ?? "text/plain", text: answer.text ?? "" });
    }
    function onMessage(message: unknown) {
      const answer = message as Partial<Answered> | null;
      if (answer?.type === ANSWER && answer.id === id) finish(null, answer as Answered);
    }
    process.on("message", onMessage);
    process.send!({ type: ASK, id } satisfies Asked);
  });
}

/** In a cluster's primary: answers a worker that was scraped on the API's port with every worker's metrics. */
export function answerWorkersAskingForMetrics() {
  cluster.on("message", (worker, message: Partial<Asked> | null) => {
    if (message?.type !== ASK || typeof message.id !== "number") return;
    const id = message.id;
    clusterMetrics().then(
      ({ contentType, text }) => worker.send({ type: ANSWER, id, contentType, text } satisfies Answered),
      (error: unknown) =>
        worker.send({
          type: ANSWER,
          id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Answered),
    );
  });
}
