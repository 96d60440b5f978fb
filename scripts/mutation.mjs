// `npm run test:mutation [-- [--force] [group ...]]`: StrykerJS once per group of scripts/lib/mutationGroups.mjs (all of them, or the
// named ones), one after the other, then a table of the scores per file from every group's last report
// (reports/mutation/<group>.json). docs/testing.md "Mutation testing".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mutationGroups } from "./lib/mutationGroups.mjs";
import { announceRun, load, machine, now } from "./lib/runConditions.mjs";

announceRun("npm run test:mutation");

// Options (e.g. --force: test every mutant again, not only the changed ones) go to Stryker; other arguments are groups.
const options = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = wanted.filter((name) => !mutationGroups.some((group) => group.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown mutation group(s): ${unknown.join(", ")}. Groups: ${mutationGroups.map((g) => g.name).join(", ")}`,
  );
  process.exit(2);
}
const chosen = mutationGroups.filter((group) => wanted.length === 0 || wanted.includes(group.name));
if (!process.env.DATABASE_URL && chosen.some((group) => group.tests[0].startsWith("test/server/"))) {
  console.warn("DATABASE_URL is not set: the server's groups run on PGlite, whose set-up takes ~8 s per mutant.");
}

for (const group of chosen) {
  console.log(`\n== Mutation group ${group.name}: ${group.mutate.join(" ")}`);
  const started = Date.now();
  const run = spawnSync("npx", ["stryker", "run", ...options], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_GROUP: group.name },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`== ${group.name}: ${seconds} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Beside Stryker's report: when and where it was made, printed with the scores below.
  mkdirSync("reports/mutation", { recursive: true });
  const conditions = { ended: now(), machine: machine(), load: load(), seconds, options };
  writeFileSync(`reports/mutation/${group.name}.run.json`, `${JSON.stringify(conditions, null, 2)}\n`);
}

/** Killed and timed-out mutants count as detected; survivors and mutants no test reaches do not. */
const rows = [];
for (const group of mutationGroups) {
  const file = `reports/mutation/${group.name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const [path, { mutants }] of Object.entries(report.files)) {
    // A file this group leaves to another one (its incremental state may still list it).
    if (group.mutate.includes(`!${path}`)) continue;
    const count = (...statuses) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
    const detected = count("Killed", "Timeout");
    const undetected = count("Survived", "NoCoverage");
    if (detected + undetected === 0) continue;
    rows.push({ path, detected, undetected, score: (100 * detected) / (detected + undetected) });
  }
}
console.log("\nThe groups' last runs (a score below comes from its group's last run):");
for (const group of mutationGroups) {
  const file = `reports/mutation/${group.name}.run.json`;
  if (!existsSync(file)) continue;
  const run = JSON.parse(readFileSync(file, "utf8"));
  console.log(`  ${group.name.padEnd(22)} ${run.ended}, ${run.seconds} s, load average ${run.load}, ${run.machine}`);
}
console.log("\nScore per file (killed + timed out) / (killed + timed out + survived + no coverage):");
for (const row of rows.sort((a, b) => a.path.localeCompare(b.path))) {
  console.log(
    `${row.score.toFixed(1).padStart(6)}%  ${String(row.detected).padStart(4)} / ${String(row.detected + row.undetected).padEnd(4)} ${row.path}`,
  );
}
