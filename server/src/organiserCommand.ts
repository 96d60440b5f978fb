import { isolate } from "../../contract/fields";
import { loadConfig } from "./config";
import { migrate } from "./db/migrations";
import { openDb } from "./db/open";
import { HttpError } from "./http/errors";
import { allOrganisers } from "./repos/adminOrganisers";
import { COMMAND_LINE } from "./repos/audit";
import { grantRole, revokeRole } from "./services/organisers";

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
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (command === "grant") {
      await db.transaction((tx) => grantRole(tx, COMMAND_LINE, email, config.organiserEmails));
      console.log(`${email} is now an organiser.`);
    } else if (command === "revoke") {
      const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = lower($1)", [email]);
      if (rows.length === 0) throw new Error(`No participant has signed up with ${email}.`);
      await db.transaction((tx) => revokeRole(tx, COMMAND_LINE, rows[0].id, config.organiserEmails));
      console.log(`${email} is no longer an organiser.`);
    } else {
      for (const organiser of await allOrganisers(db, config.organiserEmails)) {
        console.log(`${organiser.email}\t${isolate(organiser.name)}\t${organiser.source}`);
      }
    }
    return 0;
  } catch (error) {
    const message =
      error instanceof HttpError
        ? Object.values(error.body as Record<string, unknown>)
            .flat()
            .join(" ")
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(message);
    return 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
