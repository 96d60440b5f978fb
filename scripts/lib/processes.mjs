// Starting and stopping the stack's child processes, one way for every script and test: each child runs in its own
// process group (so stopping it also stops what it started), is awaited until a URL answers, and is stopped by
// signalling the whole group, killed if it does not end in time.
import { spawn } from "node:child_process";
import { get } from "node:http";
import { createServer } from "node:net";

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** One GET on its own connection (no keep-alive socket left behind): whether it answered below 500. */
function answers(url) {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 500) < 500);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => request.destroy());
  });
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts `command` (Node by default) in a process group of its own. `output`: "inherit", "ignore", or a function
 * given each line of standard output and error. The child's last 4000 characters of output are kept for errors.
 */
export function startProcess({
  label,
  args,
  command = process.execPath,
  cwd,
  env = process.env,
  output = "inherit",
  stopSignal = "SIGTERM",
}) {
  const piped = typeof output === "function";
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", piped ? "pipe" : output, piped ? "pipe" : output],
  });
  let recent = "";
  if (piped) {
    for (const [stream, name] of [
      [child.stdout, "stdout"],
      [child.stderr, "stderr"],
    ]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const text = chunk.toString();
        recent = (recent + text).slice(-4000);
        const lines = (rest + text).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) output(line, name);
      });
    }
  }
  return {
    label,
    child,
    /** What the child printed last (only when `output` is a function). */
    recentOutput: () => recent,
    /** Resolves once `url` answers below 500; throws when the child exits first or time runs out. */
    async waitFor(url, { timeoutMs = 120_000, cancelled = () => false } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (cancelled()) return;
        if (exited(child)) {
          throw new Error(`${label} exited (${child.signalCode ?? `exit code ${child.exitCode}`})\n${recent}`.trim());
        }
        if (await answers(url)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s\n${recent}`.trim());
    },
    /** Signals the whole group with `stopSignal`, then SIGKILL after `graceMs`; resolves when the child is gone. */
    stop(graceMs = 10_000) {
      return new Promise((resolve) => {
        if (exited(child) || child.pid === undefined) return resolve();
        const pid = child.pid;
        const force = setTimeout(() => {
          try {
            process.kill(-pid, "SIGKILL");
          } catch {
            // already gone
          }
        }, graceMs);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        try {
          process.kill(-pid, stopSignal);
        } catch {
          clearTimeout(force);
          resolve();
        }
      });
    },
  };
}
