import { spawnSync } from "node:child_process";
import path from "node:path";

// The server's layer rules are checked by `npm run lint` (eslint.config.mjs, docs/architecture.md): an import that
// runs up the layers is reported, one that follows them is not; so are SQL outside the repositories, a transaction
// opened outside the services and an audit entry written outside them. ESLint runs once, in a child process, on each
// snippet as if it were the named file.
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const RULES = ["import-x/no-restricted-paths", "no-restricted-imports", "no-restricted-syntax"];

const LINT = `
import { ESLint } from "eslint";
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const found = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  found.push(result.messages.filter((message) => ${JSON.stringify(RULES)}.includes(message.ruleId)).map((m) => m.message));
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
  {
    file: "server/src/routes/x.ts",
    code: 'import { teamRoutes } from "./teams";\nexport const a = teamRoutes;\n',
  },
  {
    file: "server/src/routes/admin/x.ts",
    code: 'import { recordAudit } from "../../repos/audit";\nexport const a = recordAudit;\n',
  },
  {
    file: "server/src/routes/x.ts",
    code: 'import type { Db } from "../db/types";\nexport const a = (db: Db) => db.transaction(async () => 1);\n',
  },
  {
    file: "server/src/services/x.ts",
    code: 'import type { Db } from "../db/types";\nexport const a = (db: Db) => db.query("SELECT 1");\n',
  },
  {
    file: "server/src/auth/x.ts",
    code: "export const a = (id: number) => `DELETE FROM organisers WHERE id = ${id}`;\n",
  },
  {
    file: "server/src/config.ts",
    code: 'import { parseRate } from "./lib/rates";\nimport { throttleCall } from "./http/throttle";\nexport const a = [parseRate, throttleCall];\n',
  },
  {
    file: "server/src/i18n/x.ts",
    code: 'import type { AppContext } from "../context";\nimport { credentialRoutes } from "../routes/credentials";\nexport const a = (c: AppContext) => [c, credentialRoutes];\n',
  },
  {
    file: "server/src/http/x.ts",
    code: 'import type { teamRoutes } from "../routes/teams";\nexport type A = typeof teamRoutes;\n',
  },
];

const downward = [
  {
    file: "server/src/repos/x.ts",
    code: 'import type { Queryable } from "../db/types";\nimport { hashToken } from "../lib/tokens";\nexport const a = (db: Queryable) => db.query("SELECT 1 FROM api_tokens WHERE key_hash = $1", [hashToken("x")]);\n',
  },
  {
    file: "server/src/services/x.ts",
    code: 'import type { Db } from "../db/types";\nimport { recordAudit } from "../repos/audit";\nimport { findEvent } from "../repos/events";\nimport { RefusedError } from "./errors";\nexport const a = [findEvent, RefusedError];\nexport const b = (db: Db) => db.transaction((tx) => recordAudit(tx, { id: 0, email: "" }, "organiser.grant", "user:1"));\n',
  },
  {
    file: "server/src/routes/x.ts",
    code: 'import { detail } from "../http/errors";\nimport { listRoute } from "../http/listRoute";\nimport { auditPage } from "../repos/audit";\nimport { findEvent } from "../repos/events";\nimport { isComplete } from "../services/users";\nexport const a = [detail, listRoute, auditPage, findEvent, isComplete];\n',
  },
  {
    file: "server/src/db/x.ts",
    code: 'import { randomCode } from "../lib/codes";\nimport type { Db } from "./types";\nexport const a = randomCode;\nexport const b = (db: Db) => db.transaction((tx) => tx.query("INSERT INTO events (slug) VALUES ($1)", [a()]));\n',
  },
  {
    file: "server/src/config.ts",
    code: 'import { MESSAGES } from "../../contract/messages";\nimport { parseRate } from "./lib/rates";\nexport const a = [MESSAGES, parseRate];\n',
  },
  {
    file: "server/src/i18n/x.ts",
    code: 'import { CREDENTIALS_OFF } from "../services/credentials";\nimport { ENGLISH } from "./languages";\nexport const a = [CREDENTIALS_OFF, ENGLISH];\n',
  },
];

describe("the server's layers in npm run lint", () => {
  it("reports every import that runs up the layers (type-only ones included), SQL, transactions and audit entries out of their layer, and nothing that follows the layers", () => {
    const found = layerFindings([...upward, ...downward]);
    const up = found.slice(0, upward.length);
    const down = found.slice(upward.length);
    expect(up.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1]);
    expect(up[0][0]).toContain("Repositories never import services, auth/, routes or the HTTP edge");
    expect(up[2][0]).toContain("Repositories never import services, auth/");
    expect(up[3][0]).toContain("throw a domain error (server/src/services/errors.ts)");
    expect(up[6][0]).toContain("db/ is the bottom layer");
    expect(up[7][0]).toContain('"../services/users"');
    expect(up[8][0]).toContain("server/src/lib holds pure functions");
    expect(up[9][0]).toContain("config/ is build-time code");
    expect(up[10][0]).toContain("A route module never imports another");
    expect(up[11][0]).toContain("Audit entries are written by services");
    expect(up[12][0]).toContain("Transactions are opened by services");
    expect(up[13]).toEqual([expect.stringContaining("SQL is written only in server/src/repos"), up[13][0]]);
    expect(up[14][0]).toContain("SQL is written only in server/src/repos");
    expect(up[15][0]).toContain("The configuration sits below everything that reads it");
    expect(up[16][0]).toContain("Only server/src/app.ts registers the route modules");
    expect(up[17][0]).toContain("Only server/src/app.ts registers the route modules");
    expect(down).toEqual([[], [], [], [], [], []]);
  });
});
