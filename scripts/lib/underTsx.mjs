import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const MARK = "CODEFEST_UNDER_TSX";

/**
 * Runs the calling script again under tsx and exits with its status when plain node started it, so the script can
 * import the project's TypeScript helpers (the database, the Auth emulator). Under tsx it returns at once.
 */
export function runUnderTsx(scriptUrl) {
  if (process.env[MARK]) return;
  const { status } = spawnSync(
    process.execPath,
    [require.resolve("tsx/cli"), fileURLToPath(scriptUrl), ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, [MARK]: "1" },
    },
  );
  process.exit(status ?? 1);
}
