import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const LOCK = path.join(tmpdir(), "codefest-e2e-stack.lock");

function holderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(path.join(LOCK, "pid"), "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stacks' ports are fixed (the build names them), so one browser-test run at a time per machine: a run holds this
 * lock folder (with the runner's pid) from its global set-up to its teardown, its workers' stacks included. Waits for
 * another run (up to 15 minutes); a lock left by a run that died is taken over. Returns the release.
 */
export async function acquireMachineLock(): Promise<() => void> {
  const started = Date.now();
  const deadline = started + 15 * 60_000;
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, "pid"), String(process.pid));
      // A run's time then includes the wait: say how long it was.
      if (told) console.log(`Waited ${Math.round((Date.now() - started) / 1000)} s for the other browser-test run.`);
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch {
      // Give a new holder a moment to write its pid before calling the lock stale.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
    }
    if (Date.now() > deadline) throw new Error(`Another browser-test run holds ${LOCK}; remove it if none is running.`);
    if (!told) console.log("Waiting for another browser-test run on this machine to finish...");
    told = true;
  }
}
