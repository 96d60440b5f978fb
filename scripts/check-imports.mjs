// Scans the imports of the app (src/), the API server (server/) and the contract (contract/), type-only and lazy ones
// included (import-x/no-cycle skips them), and reports every circle of files and every import from a shared layer of
// the app (src/api, src/lib, src/ui, src/config, src/content, src/i18n) into src/features or src/app. Plain Node, no
// packages: `node scripts/check-imports.mjs`, exit code 1 on a finding.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");
const SCANNED = [SRC, path.join(ROOT, "server"), path.join(ROOT, "contract")];
const SHARED = ["api", "lib", "ui", "config", "content", "i18n"];
const UPPER = ["features", "app"];
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The app's layer of a file under src/ (its top folder); null for the server's and the contract's files. */
function layerOf(file) {
  const relative = path.relative(SRC, file);
  return relative.startsWith("..") ? null : relative.split(path.sep)[0];
}

const files = SCANNED.flatMap(sourceFiles);
const graph = new Map(
  files.map((file) => {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3]))
      .filter((target) => target !== null && /\.(ts|tsx|mjs)$/.test(target));
    return [file, [...new Set(targets)]];
  }),
);

const show = (file) => path.relative(ROOT, file);
const findings = [];

for (const [file, targets] of graph) {
  if (!SHARED.includes(layerOf(file))) continue;
  for (const target of targets) {
    if (UPPER.includes(layerOf(target))) findings.push(`layer: ${show(file)} imports ${show(target)}`);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a circle.
let index = 0;
const stack = [];
const state = new Map();
function visit(file) {
  const own = { index, low: index, onStack: true };
  index += 1;
  state.set(file, own);
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    const seen = state.get(target);
    if (!seen) {
      visit(target);
      own.low = Math.min(own.low, state.get(target).low);
    } else if (seen.onStack) {
      own.low = Math.min(own.low, seen.index);
    }
  }
  if (own.low !== own.index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== file);
  const selfLoop = component.length === 1 && (graph.get(file) ?? []).includes(file);
  if (component.length > 1 || selfLoop) findings.push(`circle: ${component.map(show).sort().join(" <-> ")}`);
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

// A route reads through a repository directly only for a plain read: every write goes through a service
// (docs/architecture.md, "The API server's layers"). A route's value import from server/src/repos is reported when that
// function's code, or a function of the same file it calls, writes (INSERT, UPDATE, DELETE). Row locks need the
// transaction a route cannot open (ESLint reports that), so a read that can lock on request is still a read.
const WRITING_SQL = /\b(INSERT\s+INTO|UPDATE\s+\w+(\s+\w+)?\s+SET|DELETE\s+FROM)\b/i;
const ROUTES = path.join(ROOT, "server/src/routes");
const REPOS = path.join(ROOT, "server/src/repos");

/** The top-level definitions of a file by name: each from its `function`/`const` line to the next top-level line. */
function definitions(file) {
  const found = new Map();
  let name = null;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const start = /^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let)\s+([A-Za-z_$][\w$]*)/.exec(line);
    if (start) {
      name = start[1];
      found.set(name, line);
    } else if (name && /^\S/.test(line) && !/^[}\])]/.test(line)) {
      name = null;
    } else if (name) {
      found.set(name, `${found.get(name)}\n${line}`);
    }
  }
  return found;
}

function writes(defined, name, seen = new Set()) {
  if (seen.has(name) || !defined.has(name)) return false;
  seen.add(name);
  const body = defined.get(name);
  if (WRITING_SQL.test(body)) return true;
  return [...defined.keys()].some(
    (other) => other !== name && new RegExp(`\\b${other}\\(`).test(body) && writes(defined, other, seen),
  );
}

for (const file of files.filter((file) => file.startsWith(ROUTES + path.sep))) {
  const text = fs.readFileSync(file, "utf8");
  for (const match of text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/gm)) {
    const target = resolveImport(file, match[3]);
    if (match[1] || !target || !target.startsWith(REPOS + path.sep)) continue;
    const defined = definitions(target);
    for (const specifier of match[2].split(",").map((part) => part.trim())) {
      if (!specifier || specifier.startsWith("type ")) continue;
      const name = specifier.split(/\s+as\s+/)[0];
      if (writes(defined, name)) {
        findings.push(
          `write: ${show(file)} calls ${name} (${show(target)}), which writes: a route writes through a service`,
        );
      }
    }
  }
}

for (const finding of findings) console.error(finding);
if (findings.length > 0) {
  console.error(`check-imports: ${findings.length} finding(s)`);
  process.exit(1);
}
console.log(
  `check-imports: ${files.length} files (src/, server/, contract/), no circle, no import from a shared layer upwards, no route writing through a repository`,
);
