import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

/** How a script ended: its exit code (null when a signal ended it) and what it printed. */
export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * One of the project's TypeScript entry files run with tsx, as `npm run` runs it, in `env` alone, awaited to its end.
 * No time limit of its own: on a busy machine tsx and PGlite take what they take, and the test's timeout guards
 * against a hang (a run killed at a guessed time once failed CI with status null).
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), script, ...args], { cwd: ROOT, env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
