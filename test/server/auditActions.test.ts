import fs from "node:fs";
import path from "node:path";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "../../contract/admin";
import { recordAudit } from "../../server/src/repos/audit";
import { organiser } from "./support/admin";
import { startHarness, type Harness, type Participant } from "./support/harness";

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Every `recordAudit(...)` call of the server: how many there are, and the actions they name. */
function auditCalls() {
  const texts = sourceFiles(path.join(ROOT, "server/src")).map((file) => fs.readFileSync(file, "utf8"));
  const calls = texts.flatMap((text) => [...text.matchAll(/\brecordAudit\(/g)]).length;
  const actions = texts.flatMap((text) =>
    [...text.matchAll(/\brecordAudit\(\s*\w+,\s*[\w.()]+,\s*"([^"]+)"/g)].map((match) => match[1]),
  );
  return { calls, actions };
}

describe("the audit log's one list of actions (contract/admin.ts AUDIT_ACTIONS)", () => {
  it("holds every action the server writes, each named where it is written, and no action it never writes", () => {
    const { calls, actions } = auditCalls();
    // The function's own declaration is the one call that names no action.
    expect(actions).toHaveLength(calls - 1);
    expect([...new Set(actions)].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it("is the list docs/API.md gives", () => {
    const api = fs.readFileSync(path.join(ROOT, "docs/API.md"), "utf8");
    const bullet = /^- Audit entries:[\s\S]*?(?=^- |^#)/m.exec(api)?.[0] ?? "";
    const listed = [...bullet.matchAll(/`([a-z]+\.[a-z_]+)`/g)].map((match) => match[1]);
    expect(listed).toEqual([...AUDIT_ACTIONS]);
  });

  it("is the table of actions and sentences docs/organisers.md gives", () => {
    const guide = fs.readFileSync(path.join(ROOT, "docs/organisers.md"), "utf8");
    const table = /^\| action +\| sentence +\|\n[\s\S]*?(?=\n\n)/m.exec(guide)?.[0] ?? "";
    const rows = [...table.matchAll(/^\| `([a-z]+\.[a-z_]+)` +\| … \S.*\|$/gm)].map((match) => match[1]);
    expect(rows).toEqual([...AUDIT_ACTIONS]);
  });
});

/** The actions the server writes, each once. */
const written = [...new Set(auditCalls().actions)];

describe("GET admin/audit/?action= for every action the server writes", () => {
  let api: Harness;
  let ada: Participant;

  beforeAll(async () => {
    api = await startHarness();
    ada = await organiser(api, "Ada Admin");
    for (const action of written) {
      await recordAudit(api.db, { id: ada.userId, email: ada.email }, action as AuditAction, `test:${action}`);
    }
  });
  afterAll(() => api.close());

  it.each(written)("keeps the entries of %s", async (action) => {
    const reply = await api.call<{ count: number; results: AuditEntry[] }>(
      "GET",
      `admin/audit/?action=${encodeURIComponent(action)}`,
      { token: ada.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(1);
    expect(reply.body.results.map((entry) => [entry.action, entry.target])).toEqual([[action, `test:${action}`]]);
  });
});
