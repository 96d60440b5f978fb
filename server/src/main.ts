import cluster from "node:cluster";
import { mkdirSync } from "node:fs";
import { buildApp } from "./app";
import { firebaseVerifier } from "./auth/identity";
import { loadConfig } from "./config";
import { DataDirBusy, lockDataDir } from "./db/dataDirLock";
import { migrate } from "./db/migrations";
import { openDb } from "./db/open";
import { seedDemoWhenWanted, seedContent } from "./db/seed";
import { metricsListener } from "./http/metricsEndpoint";
import { createMetrics, wholeServerMetrics } from "./lib/metrics";
import { scheduleSweeps } from "./services/housekeeping";

/** `tsx server/src/main.ts`: migrate, seed on first start, listen; stop cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  // The embedded database's folder belongs to one process: refuse to start beside another (server/src/db/dataDirLock.ts).
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  // Connections PostgreSQL ends (a restart, a failover, pg_terminate_backend) are logged and replaced, never fatal.
  let reportLostConnection = (error: Error) => console.error(`database connection lost: ${error.message}`);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...config.database,
    onConnectionError: (error) => reportLostConnection(error),
  });
  // Under `npm run start:api` with several workers, the primary has migrated and seeded already (server/src/cluster.ts).
  const prepared = process.env.CODEFEST_DB_PREPARED === "1";
  const applied = prepared ? [] : await migrate(db);
  if (!prepared) await seedContent(db);
  const demo = prepared ? null : await seedDemoWhenWanted(db);
  if (demo) console.log(demo);
  const identity = firebaseVerifier(config.firebaseProjectId);
  // Kept only when an operator asked for them (docs/monitoring.md).
  const metrics = config.metrics ? createMetrics() : undefined;
  const app = await buildApp({ db, identity, config, metrics }, { logLevel: config.logLevel });
  reportLostConnection = (error) => app.log.warn({ error: error.message }, "database connection lost");
  app.log.info(
    {
      database: db.kind === "postgres" ? "postgres (DATABASE_URL)" : config.dataDir,
      migrations: applied,
      demo,
      firebaseProject: config.firebaseProjectId,
      authEmulator: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
      botCheck: config.recaptcha ? "on" : "off",
      mail: config.mail?.smtpUrl
        ? `on (${new URL(config.mail.smtpUrl).host}, ${config.mail.rate}/s, times in ${config.mail.timeZone})`
        : "off",
      announceWebhook: config.mail?.webhookUrl ? new URL(config.mail.webhookUrl).host : "off",
      credentials: config.credentialKeys ? `on (issuer did:web of ${config.apiPublicUrl})` : "off",
      metrics: metricsWhere(config.metrics),
    },
    "starting",
  );
  if (!config.credentialKeys) {
    app.log.warn(
      "CREDENTIAL_KEY is not set: certificates are not issued as verifiable credentials (their routes answer 503). " +
        "See docs/credentials.md to make a key.",
    );
  }
  if (!config.mail?.smtpUrl) {
    app.log.warn("SMTP_URL is not set: e-mail is off and nothing is queued (see docs/mail.md to point at a relay).");
  }
  if (config.mail?.webhookRefused) app.log.error(config.mail.webhookRefused);
  await app.listen({ port: config.port, host: config.host });
  // With several workers the primary listens for metrics, gathering every worker's (server/src/cluster.ts).
  const metricsPort = config.metrics?.port;
  const metricsServer =
    metrics && metricsPort && !cluster.isWorker
      ? await metricsListener(metricsPort, () => wholeServerMetrics(metrics))
      : null;
  const stopSweeps = scheduleSweeps(db, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping");
    stopSweeps();
    metricsServer?.close();
    await app.close();
    await identity.close();
    await db.close();
    release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** Where the metrics are served, for the start log. */
function metricsWhere(metrics: { port?: number; token?: string } | undefined): string {
  if (!metrics) return "off";
  const where = [
    ...(metrics.port ? [`http://127.0.0.1:${metrics.port}/metrics`] : []),
    ...(metrics.token ? ["/metrics on the API's port with the token"] : []),
  ];
  return `on (${where.join("; ")})`;
}

function holdDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusy)) throw error;
    throw new Error(
      `${error.message} Another API server (or \`npm run organiser\`) is using it: stop that process first, or give this one its own DATA_DIR or a DATABASE_URL.`,
      { cause: error },
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
