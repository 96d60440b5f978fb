import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./authEmulator";

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/** A PostgreSQL server of the test's own, in a temporary folder on a free loopback port, that it may stop and start. */
export interface ThrowawayPostgres {
  /** `postgres` superuser, trust authentication, database `postgres`. */
  url: string;
  /** Stops the server (`fast`: ends the sessions and shuts down cleanly; `immediate`: like a crash). */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  /** Starts it again and resolves when it accepts connections. */
  start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  destroy: () => Promise<void>;
}

/** Why a throw-away server cannot be had here (null when it can). */
export function throwawayPostgresMissing(): string | null {
  if (!existsSync(path.join(BIN, "initdb")) || !existsSync(path.join(BIN, "pg_ctl"))) {
    return `PostgreSQL's initdb and pg_ctl were not found in ${BIN} (install Debian's postgresql or set POSTGRES_BIN)`;
  }
  if (process.getuid?.() === 0) {
    if (!existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser")) return "running as root without runuser";
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function asServerUser(tool: string, args: string[]) {
  const binary = path.join(BIN, tool);
  return process.getuid?.() === 0 ? run("runuser", ["-u", "postgres", "--", binary, ...args]) : run(binary, args);
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), "codefest-pg-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(folder, "data");
  await asServerUser("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = async () => {
    await asServerUser("pg_ctl", [
      "start",
      "-w",
      "-t",
      "30",
      "-D",
      data,
      "-l",
      path.join(folder, "log"),
      "-o",
      options,
    ]);
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await asServerUser("pg_ctl", ["stop", "-w", "-t", "30", "-m", mode, "-D", data]);
  };
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop("immediate").catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
