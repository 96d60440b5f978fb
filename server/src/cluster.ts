import cluster from "node:cluster";
import { loadConfig } from "./config";
import { migrate } from "./db/migrations";
import { openDb } from "./db/open";
import { seedDemoWhenWanted, seedContent } from "./db/seed";
import { metricsListener } from "./http/metricsEndpoint";
import { answerWorkersAskingForMetrics, clusterMetrics } from "./lib/metrics";

/** Set in the workers' environment: the database is migrated and seeded, once, by the primary. */
export const PREPARED_FLAG = "CODEFEST_DB_PREPARED";

/**
 * `npm run start:api`: the API server in `API_WORKERS` processes (default 1) sharing one port and one PostgreSQL.
 * The primary migrates and seeds once, then forks the workers; a worker that dies is replaced, and SIGINT/SIGTERM stop
 * them all. The embedded database belongs to one process, so more than one worker needs `DATABASE_URL`.
 */
async function run() {
  const workers = Number(process.env.API_WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error("API_WORKERS must be a whole number of at least 1");
  if (workers === 1 || !cluster.isPrimary) {
    await import("./main");
    return;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error("API_WORKERS > 1 needs DATABASE_URL: the embedded database can be opened by one process only");
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, ...config.database });
  await migrate(db);
  await seedContent(db);
  console.log(await seedDemoWhenWanted(db));
  await db.close();

  // One scrape returns the whole server: the primary gathers every worker's metrics (docs/monitoring.md), on its own
  // loopback port and for a worker scraped on the API's port with the token.
  if (config.metrics) answerWorkersAskingForMetrics();
  const metricsServer = config.metrics?.port ? await metricsListener(config.metrics.port, clusterMetrics) : null;

  let stopping = false;
  const fork = () => cluster.fork({ [PREPARED_FLAG]: "1" });
  for (let index = 0; index < workers; index += 1) fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} stopped (exit code ${code}); starting another`);
    fork();
  });
  const stop = () => {
    stopping = true;
    metricsServer?.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
