import { openApiPath } from "../../server/src/http/openapi";
import { recordedRoutes } from "../../server/src/http/registry";
import { startHarness, type Harness } from "./support/harness";

jest.setTimeout(60_000);

interface Operation {
  summary: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { type?: string } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let api: Harness;
let document: Document;
beforeAll(async () => {
  api = await startHarness();
  const reply = await api.call<Document>("GET", "schema/");
  expect(reply.status).toBe(200);
  document = reply.body;
});
afterAll(() => api.close());

/** `teams/{teamId}/` and `teams/{id}/` name the same path. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
const documented = () =>
  new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${shape(path)}`),
    ),
  );

describe("GET schema/", () => {
  it("is an OpenAPI 3.1 document with every declared route, its parameters, body and answers", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBeTruthy();
    const routes = recordedRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation).toBeDefined();
      expect(operation.summary).toBe(route.summary);
      for (const name of [...openApiPath(route.path).matchAll(/\{([^}]+)\}/g)].map((match) => match[1])) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ name, in: "path" }));
      }
      if (route.body) expect(operation.requestBody?.content["application/json"].schema.type).toBe("object");
      for (const status of Object.keys(route.response)) expect(operation.responses[status]).toBeDefined();
    }
  });

  it("describes request bodies as the client sends them (defaults optional)", () => {
    const register = document.paths["/api/register/"]?.post;
    const schema = register?.requestBody?.content["application/json"].schema as { required?: string[] };
    expect(schema.required).toContain("id_token");
    expect(schema.required).not.toContain("last_name");
  });
});

/** Every path of docs/API.md's tables and lists. */
const API_MD_PATHS = [
  "POST /api/login/",
  "POST /api/register/",
  "POST /api/logout/",
  "POST /api/logout/all/",
  "GET /api/profile/",
  "PUT /api/profile/",
  "GET /api/profile/handles/",
  "PUT /api/profile/handles/",
  "GET /api/events/",
  "POST /api/teams/create/",
  "POST /api/teams/join/",
  "POST /api/teams/{teamId}/remove/",
  "DELETE /api/teams/{teamId}/",
  "GET /api/certificates/",
  "GET /api/certificates/{id}/",
  "GET /api/leaderboard/",
  "GET /api/cas/",
  "GET /api/results/{slug}/",
  "GET /api/admin/summary/",
  "GET /api/admin/stats/",
  "GET /api/admin/stats/export/",
  "PATCH /api/admin/events/{id}/",
  "GET /api/admin/teams/",
  "GET /api/admin/teams/export/",
  "GET /api/admin/participants/export/",
  "GET /api/admin/participants/",
  "GET /api/admin/cas/",
  "POST /api/admin/cas/",
  "PATCH /api/admin/cas/{caid}/",
  "DELETE /api/admin/cas/{caid}/",
  "GET /api/admin/organisers/",
  "POST /api/admin/organisers/",
  "DELETE /api/admin/organisers/{id}/",
  "GET /api/admin/audit/",
  "PUT /api/admin/events/{id}/results/",
  "POST /api/admin/events/{id}/results/publish/",
  "DELETE /api/admin/certificates/{id}/",
];

/** Paths of docs/API.md not declared with route() yet: none left. */
const NOT_YET = new Set<string>([]);

describe("docs/API.md's paths in the document", () => {
  const [present, pending] = [
    API_MD_PATHS.filter((path) => !NOT_YET.has(path)),
    API_MD_PATHS.filter((path) => NOT_YET.has(path)),
  ];
  it.each(present)("%s is documented", (path) => {
    expect(documented()).toContain(shape(path));
  });
  it.skip.each(pending)("%s is documented (not yet declared on this branch)", (path) => {
    expect(documented()).toContain(shape(path));
  });
});
