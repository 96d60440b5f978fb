import { mkdirSync } from "node:fs";
import { isolate } from "../../contract/fields";
import { loadConfig } from "./config";
import { DataDirBusy, lockDataDir } from "./db/dataDirLock";
import { migrate } from "./db/migrations";
import { openDb } from "./db/open";
import { allOrganisers } from "./repos/adminOrganisers";
import { COMMAND_LINE } from "./repos/audit";
import { grantRole, revokeRoleByEmail } from "./services/organisers";

const USAGE = "Usage: npm run organiser -- grant <e-mail> | revoke <e-mail> | list";

/**
 * `npm run organiser -- grant someone@example.org` (also `revoke`, `list`): the first organiser of a fresh install,
 * without SQL, on the server's own database (DATABASE_URL or the PGlite folder), audited as "command line".
 */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!["grant", "revoke", "list"].includes(command ?? "") || (command !== "list" && !email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    // A running API server owns the embedded database's folder: opening it a second time would corrupt it.
    mkdirSync(config.dataDir, { recursive: true });
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirBusy)) throw error;
      console.error(busyMessage(error.pid, config.dataDir));
      return 1;
    }
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (command === "grant") {
      await grantRole(db, COMMAND_LINE, email, config.organiserEmails);
      console.log(`${email} is now an organiser.`);
    } else if (command === "revoke") {
      await revokeRoleByEmail(db, COMMAND_LINE, email, config.organiserEmails);
      console.log(`${email} is no longer an organiser.`);
    } else {
      for (const organiser of await allOrganisers(db, config.organiserEmails)) {
        console.log(`${organiser.email}\t${isolate(organiser.name)}\t${organiser.source}`);
      }
    }
    return 0;
  } catch (error) {
    // A refusal of the organisers service (services/errors.ts) carries its words, field errors joined, as its message.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db.close();
    release();
  }
}

/** What to do when the API server holds the embedded database. */
const busyMessage = (pid: number, dataDir: string) =>
  `The API is running (pid ${pid}) on the database in ${dataDir}: grant or remove the organiser role in the console's ` +
  "Organisers view (/admin/organisers), or stop the API first and run this command again.";

main(process.argv.slice(2)).then((code) => process.exit(code));
