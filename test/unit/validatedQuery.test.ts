import { http, HttpResponse } from "msw";
import * as z from "zod/mini";
import { api } from "../../src/api/api";
import type { ApiError } from "../../src/api/baseQuery";
import { validatedQuery } from "../../src/api/validatedQuery";
import { makeStore } from "../../src/app/store";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";

const widgetSchema = z.object({ name: z.string() });
const teamSchema = z.object({ team: z.object({ members: z.array(z.object({ name: z.string() })) }) });
let schemaImports = 0;

/** Endpoints declared as a feature would, their schema imported with the first answer (a loader, not the schema). */
const widgetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    readLoadedSchema: build.query<z.infer<typeof widgetSchema>, void>({
      queryFn: validatedQuery(
        async () => {
          schemaImports += 1;
          return widgetSchema;
        },
        () => "widget/",
      ),
    }),
    readTeam: build.query<z.infer<typeof teamSchema>, void>({
      queryFn: validatedQuery(teamSchema, () => "team/"),
    }),
    readUnloadableSchema: build.query<z.infer<typeof widgetSchema>, void>({
      queryFn: validatedQuery(
        () => Promise.reject(new Error("Loading chunk 123 failed.")),
        () => "widget/",
      ),
    }),
  }),
});

/** src/api/validatedQuery.ts: an endpoint whose schema is a loader checks its answers as one given the schema does. */
describe("an answer checked against a schema imported on first use", () => {
  beforeEach(() => {
    schemaImports = 0;
  });

  it("passes an answer in the schema's shape, importing the schema only once an answer came", async () => {
    server.use(http.get(apiUrl("widget/"), () => HttpResponse.json({ name: "Gear" })));
    const store = makeStore();
    expect(schemaImports).toBe(0);
    const result = await store.dispatch(widgetsApi.endpoints.readLoadedSchema.initiate());
    expect(result.data).toEqual({ name: "Gear" });
    expect(schemaImports).toBe(1);
  });

  it("refuses an answer out of the schema's shape, saying where", async () => {
    server.use(http.get(apiUrl("widget/"), () => HttpResponse.json({ name: 7 })));
    const result = await makeStore().dispatch(widgetsApi.endpoints.readLoadedSchema.initiate());
    expect(result.data).toBeUndefined();
    expect((result.error as ApiError).message).toMatch(/^The server's answer was not in the expected shape \(name: /);
  });

  it("names a nested field by its path", async () => {
    server.use(
      http.get(apiUrl("team/"), () => HttpResponse.json({ team: { members: [{ name: "Asha" }, { name: null }] } })),
    );
    const result = await makeStore().dispatch(widgetsApi.endpoints.readTeam.initiate());
    expect(result.data).toBeUndefined();
    expect((result.error as ApiError).message).toMatch(/expected shape \(team\.members\.1\.name: /);
  });

  it("carries no zod of its own: pages whose answers need no schema download none of it", async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("zod/mini", () => {
        throw new Error("the request layer required zod");
      });
      await expect(import("../../src/api/validatedQuery")).resolves.toHaveProperty("validatedQuery");
    });
  });

  it("fails the call in words, without passing the unchecked answer on, when the schema's code cannot be loaded", async () => {
    server.use(http.get(apiUrl("widget/"), () => HttpResponse.json({ name: "Gear" })));
    const result = await makeStore().dispatch(widgetsApi.endpoints.readUnloadableSchema.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({
      status: "error.unknown",
      message: "Could not reach the server (Loading chunk 123 failed.). Check your connection and try again.",
    });
  });
});
