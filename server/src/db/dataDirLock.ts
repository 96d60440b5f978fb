import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** The file in an embedded database's folder that names the process owning the folder. */
export const LOCK_FILE = "codefest.pid";

/** Another live process owns the folder. */
export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The database folder ${dataDir} is in use by another process (pid ${pid}).`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid the lock file names, if it names a live process other than this one. */
function lockHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, LOCK_FILE), "utf8");
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/**
 * Makes this process the one owner of the embedded database's folder (PGlite opened twice on one folder corrupts it):
 * writes its pid in `codefest.pid`, replacing the file of a process that is gone. Throws DataDirBusy while a live
 * process holds it. The returned function gives the folder up (also done at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        // Only this process's own file: a later owner's stays.
        if (lockHolder(dataDir) === null && readPid(file) === process.pid) rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirBusy(dataDir, holder);
      // Left by a process that is gone (or by this one): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take ${file}: another process keeps creating it.`);
}

function readPid(file: string): number | null {
  try {
    return Number(readFileSync(file, "utf8").trim());
  } catch {
    return null;
  }
}
