import { generateKeyPairSync } from "node:crypto";
import fc from "fast-check";
import { loadConfig } from "../../server/src/config";
import { organiser } from "./support/admin";
import { participant, startHarness, type Harness } from "./support/harness";

// Issue 30, item 5: whatever a caller sends to any route of the API document, the answer is never a 5xx. Requests are
// generated from the document's own paths, parameters and body schemas (GET schema/), so new routes are fuzzed too.
// Bounded: RUNS_PER_OPERATION requests per operation (about 40 operations), about 20-40 s on PGlite.

jest.setTimeout(180_000);

const RUNS_PER_OPERATION = 25;

interface Operation {
  parameters?: Array<{ name: string; in: "path" | "query" }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

let api: Harness;
let tokens: string[];

beforeAll(async () => {
  // Credentials on, so their routes are fuzzed too (without a key they answer a deliberate 503).
  const key = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  api = await startHarness({ credentialKeys: loadConfig({ CREDENTIAL_KEY: key }).credentialKeys });
  const boss = await organiser(api);
  const member = await participant(api);
  await api.call("POST", "teams/create/", { token: member.token, body: { event: 1, team_name: "Fuzzed Team" } });
  tokens = [boss.token, member.token];
});
afterAll(() => api.close());

/** Strings a careless or hostile caller sends: any code points, NUL, control characters, huge, look-alike numbers. */
const nasty = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "\u202e", "-1", "0", "2147483648", "9".repeat(40), "1e309", "NaN"),
  fc.nat({ max: 5_000 }).map((length) => "x".repeat(length)),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
);

const jsonish = fc.oneof(
  nasty,
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A path segment as a client would put it in a URL: percent-encoded, or raw tricks (%00, dot segments). */
const segment = fc.oneof(
  nasty.map((value) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return "%ED%A0%80"; // a lone surrogate, as UTF-8 bytes
    }
  }),
  fc.constantFrom("%00", "1%00", "%", "%zz", "..", "%2e%2e", "1", "2", "x".repeat(300)),
);

function request(path: string, operation: Operation) {
  const declared = operation.parameters ?? [];
  const pathNames = declared.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
  const queryNames = declared.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  const properties = Object.keys(operation.requestBody?.content["application/json"]?.schema.properties ?? {});
  return fc.record({
    token: fc.constantFrom<string | null>(null, "0".repeat(40), ...tokens),
    path: fc
      .tuple(...pathNames.map(() => segment))
      .map((values) => pathNames.reduce((built, name, index) => built.replace(`{${name}}`, values[index]), path)),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames, "page", "search"), nasty), nasty), {
      maxLength: 3,
    }),
    body: fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom(...properties, "x"), nasty), jsonish, { maxKeys: 6 }),
      jsonish,
    ),
  });
}

function queryString(pairs: Array<[string, string]>) {
  try {
    return pairs.length === 0 ? "" : `?${new URLSearchParams(pairs).toString()}`;
  } catch {
    return "?q=%00";
  }
}

it("answers every generated request to every route of the API document without a 5xx", async () => {
  const document = await api.call<{ paths: Record<string, Record<string, Operation>> }>("GET", "schema/");
  expect(document.status).toBe(200);
  const operations = Object.entries(document.body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  expect(operations.length).toBeGreaterThan(30);
  const origin = api.url.replace(/\/api\/$/, "");
  const failures: string[] = [];
  for (const { path, method, operation } of operations) {
    await fc
      .assert(
        fc.asyncProperty(request(path, operation), async (generated) => {
          const url = origin + generated.path + queryString(generated.query);
          const sendsBody = method !== "GET" && method !== "DELETE";
          const response = await fetch(url, {
            method,
            headers: {
              ...(generated.token ? { Authorization: `Token ${generated.token}` } : {}),
              ...(sendsBody ? { "Content-Type": "application/json" } : {}),
            },
            body: sendsBody ? JSON.stringify(generated.body) : undefined,
          });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${method} ${url} ${JSON.stringify(generated.body)} -> ${response.status} ${text}`);
          return response.status < 500;
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      )
      .catch(() => undefined);
  }
  expect(failures).toEqual([]);
});
