import { buildApp } from "./app";
import { firebaseVerifier } from "./auth/identity";
import { loadConfig } from "./config";
import { migrate } from "./db/migrations";
import { openDb } from "./db/open";
import { seedDemoWhenWanted, seedEvents } from "./db/seed";
import { scheduleSweeps } from "./services/housekeeping";

/** `tsx server/src/main.ts`: migrate, seed on first start, listen; stop cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Under `npm run start:api` with several workers, the primary has migrated and seeded already (server/src/cluster.ts).
  const prepared = process.env.CODEFEST_DB_PREPARED === "1";
  const applied = prepared ? [] : await migrate(db);
  if (!prepared) await seedEvents(db);
  const demo = prepared ? null : await seedDemoWhenWanted(db);
  if (demo) console.log(demo);
  const identity = firebaseVerifier(config.firebaseProjectId);
  const app = await buildApp({ db, identity, config }, { logLevel: config.logLevel });
  app.log.info(
    {
      database: db.kind === "postgres" ? "postgres (DATABASE_URL)" : config.dataDir,
      migrations: applied,
      demo,
      firebaseProject: config.firebaseProjectId,
      authEmulator: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
      botCheck: config.recaptcha ? "on" : "off",
    },
    "starting",
  );
  await app.listen({ port: config.port, host: config.host });
  const stopSweeps = scheduleSweeps(db, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping");
    stopSweeps();
    await app.close();
    await identity.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
