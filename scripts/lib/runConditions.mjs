// When and where a script's figures were measured. Every script that prints figures (`npm run bench`,
// `npm run bench:scale`, `npm run test:mutation`) prints this beside them; a figure quoted in docs names its script
// and these conditions (docs/testing.md, "Figures in the docs").
import os from "node:os";

/** The machine: CPU count and model, memory, Node's version, the system. */
export function machine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, " ").trim() || "unknown CPU";
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus.length} x ${model}, ${memory} GB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** The load average over 1, 5 and 15 minutes: other work on a shared machine moves CPU-bound figures. */
export function load() {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
}

/** e.g. "2026-11-28 15:40 UTC" */
export function now() {
  return `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** One line for a script's output: `<what>: <date>, <machine>, load average <load>`. */
export function runConditions(what) {
  return `${what}: ${now()}, ${machine()}, load average ${load()}`;
}

/**
 * Prints the conditions when a script starts, and again (date and load) when it ends, whatever way it ends: a run's
 * figures come with the date and machine they came from, and the load around them.
 */
export function announceRun(script) {
  console.log(runConditions(`${script} started`));
  process.once("exit", (code) => console.log(`${script} ended: ${now()}, load average ${load()}, exit code ${code}`));
}
