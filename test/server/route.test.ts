import Fastify, { type FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { text } from "../../contract/fields";
import type { AppContext } from "../../server/src/context";
import { installHttpBasics } from "../../server/src/http/hooks";
import { answer, route } from "../../server/src/http/route";

const lines: string[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024, logger: { level: "error", stream: { write: (line: string) => lines.push(line) } } });
  installHttpBasics(app);
  const context = {} as AppContext;
  const echo = z.object({ name: z.string() });
  route(app, context, {
    method: "POST",
    url: "/echo/:id/",
    auth: "none",
    params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
    body: z.object({ name: text(5) }),
    response: { 200: echo, 201: echo },
    summary: "Echo",
    tag: "test",
    handler: async ({ params, body }) => (params.id === "1" ? body : answer(201, body)),
  });
  route(app, context, {
    method: "GET",
    url: "/drift/",
    auth: "none",
    response: { 200: echo },
    summary: "Drift",
    tag: "test",
    handler: async () => ({ name: 5 }) as unknown as { name: string },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => app.close());

const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
  const reply = await fetch(base + url, {
    method,
    headers: payload === undefined ? {} : { "Content-Type": "application/json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await reply.text();
  return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : null };
};

describe("route()", () => {
  it("answers the parsed body with the first declared status, or the status the handler chose", async () => {
    expect(await call("POST", "/echo/1/", { name: "  Ann " })).toEqual({ status: 200, body: { name: "Ann" } });
    expect(await call("POST", "/echo/2/", { name: "Bo" })).toEqual({ status: 201, body: { name: "Bo" } });
  });

  it("refuses a body with Django-REST-style field errors and a path it cannot parse with 404", async () => {
    expect(await call("POST", "/echo/1/", { name: "toolong" })).toEqual({
      status: 400,
      body: { name: ["Ensure this field has no more than 5 characters."] },
    });
    expect(await call("POST", "/echo/1/", [1])).toEqual({
      status: 400,
      body: { non_field_errors: ["Invalid data. Expected a dictionary, but got list."] },
    });
    expect(await call("POST", "/echo/x/", { name: "Ann" })).toEqual({ status: 404, body: { detail: "Not found." } });
  });

  it("turns an answer that breaks its response schema into a 500 with a log line naming the route", async () => {
    expect(await call("GET", "/drift/")).toEqual({ status: 500, body: { detail: "A server error occurred." } });
    expect(lines.join("\n")).toMatch(/response does not match the contract.*name/);
    expect(lines.join("\n")).toContain("GET /drift/");
  });
});
