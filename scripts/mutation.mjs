// `npm run test:mutation [-- [--force] [group ...]]`: StrykerJS once per group of scripts/lib/mutationGroups.mjs (all of them, or the
// named ones), one after the other, then a table of the scores per file from every group's last report
// (reports/mutation/<group>.json). docs/testing.md "Mutation testing".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mutationGroups } from "./lib/mutationGroups.mjs";

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
  console.log(`== ${group.name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
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
console.log("\nScore per file (killed + timed out) / (killed + timed out + survived + no coverage):");
for (const row of rows.sort((a, b) => a.path.localeCompare(b.path))) {
  console.log(
    `${row.score.toFixed(1).padStart(6)}%  ${String(row.detected).padStart(4)} / ${String(row.detected + row.undetected).padEnd(4)} ${row.path}`,
  );
}
