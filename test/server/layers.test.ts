import { spawnSync } from "node:child_process";
import path from "node:path";

// The server's layer rules are checked by `npm run lint` (eslint.config.mjs, docs/architecture.md): an import that
// runs up the layers is reported, one that follows them is not. ESLint runs once, in a child process, on each
// snippet as if it were the named file.
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const RULE = "import-x/no-restricted-paths";

const LINT = `
import { ESLint } from "eslint";
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const found = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  found.push(result.messages.filter((message) => message.ruleId === ${JSON.stringify(RULE)}).map((m) => m.message));
}
console.log(JSON.stringify(found));
`;

/** The layer findings ESLint reports for each snippet, in order. */
function layerFindings(cases: { file: string; code: string }[]): string[][] {
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", LINT, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`ESLint failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as string[][];
}

const upward = [
  {
    file: "server/src/repos/x.ts",
    code: 'import { isComplete } from "../services/users";\nexport const a = isComplete;\n',
  },
  {
    file: "server/src/repos/x.ts",
    code: 'import type { HttpError } from "../http/errors";\nexport type A = HttpError;\n',
  },
  {
    file: "server/src/repos/x.ts",
    code: 'import { requireUser } from "../auth/session";\nexport const a = requireUser;\n',
  },
  { file: "server/src/services/x.ts", code: 'import { detail } from "../http/errors";\nexport const a = detail;\n' },
  {
    file: "server/src/services/x.ts",
    code: 'import { teamRoutes } from "../routes/teams";\nexport const a = teamRoutes;\n',
  },
  { file: "server/src/auth/x.ts", code: 'import { detail } from "../http/errors";\nexport const a = detail;\n' },
  { file: "server/src/db/x.ts", code: 'import { findEvent } from "../repos/events";\nexport const a = findEvent;\n' },
  {
    file: "server/src/db/x.ts",
    code: 'import { randomCode } from "../lib/codes";\nimport { isComplete } from "../services/users";\nexport const a = [randomCode, isComplete];\n',
  },
  {
    file: "server/src/lib/x.ts",
    code: 'import { RefusedError } from "../services/errors";\nexport const a = RefusedError;\n',
  },
  { file: "server/src/x.ts", code: 'import * as env from "../../config/env";\nexport const a = env;\n' },
];

const downward = [
  {
    file: "server/src/repos/x.ts",
    code: 'import { hashToken } from "../auth/tokens";\nimport { randomCode } from "../lib/codes";\nexport const a = [hashToken, randomCode];\n',
  },
  {
    file: "server/src/services/x.ts",
    code: 'import { findEvent } from "../repos/events";\nimport { RefusedError } from "./errors";\nexport const a = [findEvent, RefusedError];\n',
  },
  {
    file: "server/src/routes/x.ts",
    code: 'import { detail } from "../http/errors";\nimport { findEvent } from "../repos/events";\nimport { isComplete } from "../services/users";\nexport const a = [detail, findEvent, isComplete];\n',
  },
  {
    file: "server/src/db/x.ts",
    code: 'import { randomCode } from "../lib/codes";\nimport type { Queryable } from "./types";\nexport const a = randomCode;\nexport type A = Queryable;\n',
  },
];

describe("the server's layers in npm run lint", () => {
  it("reports every import that runs up the layers, type-only ones included, and none that runs down", () => {
    const found = layerFindings([...upward, ...downward]);
    const up = found.slice(0, upward.length);
    const down = found.slice(upward.length);
    expect(up.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(up[0][0]).toContain("Repositories never import services, routes or the HTTP edge");
    expect(up[2][0]).toContain("only the token helpers (auth/tokens.ts)");
    expect(up[3][0]).toContain("throw a domain error (server/src/services/errors.ts)");
    expect(up[6][0]).toContain("db/ is the bottom layer");
    expect(up[7][0]).toContain('"../services/users"');
    expect(up[8][0]).toContain("server/src/lib holds pure helpers");
    expect(up[9][0]).toContain("config/ is build-time code");
    expect(down).toEqual([[], [], [], []]);
  });
});
