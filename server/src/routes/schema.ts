import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import type { AppContext } from "../context";
import { openApiDocument } from "../http/openapi";
import { recordedRoutes } from "../http/registry";
import { route } from "../http/route";
import { festivalNow } from "../services/content";

/** The API document, made from the routes as declared, so it cannot drift from what the server does. */
export async function schemaRoutes(app: FastifyInstance, context: AppContext) {
  route(app, context, {
    method: "GET",
    url: "/schema/",
    auth: "none",
    response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
    summary: "This API's OpenAPI 3.1 document",
    tag: "schema",
    handler: async () => openApiDocument(recordedRoutes(), (await festivalNow(context.db)).title),
  });
}
