import * as z from "zod/mini";
import { errorBodySchema } from "../../../contract/errors";
import type { RecordedRoute } from "./registry";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** `/api/teams/:teamId/` as OpenAPI writes it: `/api/teams/{teamId}/`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

function parameters(schema: z.core.$ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.includes(name),
    schema: property,
  }));
}

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

function errorResponses(route: RecordedRoute) {
  const error = (description: string) => ({ description, content: json(jsonSchema(errorBodySchema, "output")) });
  return {
    ...(route.body || route.query ? { 400: error("Field errors, or a detail") } : {}),
    ...(route.auth !== "none" ? { 401: error("No valid token") } : {}),
    ...(route.auth === "organiser" ? { 403: error("Not an organiser") } : {}),
    ...(route.params ? { 404: error("No such object") } : {}),
  };
}

function operation(route: RecordedRoute) {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.response)) {
    if (schema === undefined) continue;
    responses[status] =
      schema === null
        ? { description: "No body" }
        : { description: route.summary, content: json(jsonSchema(schema, "output")) };
  }
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? "").toUpperCase())}`,
    ...(route.auth === "none" ? { security: [] } : route.auth === "optional" ? { security: [{}, { token: [] }] } : {}),
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body ? { requestBody: { required: true, content: json(jsonSchema(route.body, "input")) } } : {}),
    responses: { ...responses, ...errorResponses(route) },
  };
}

/**
 * The OpenAPI 3.1 document of the declared routes, their shapes from the contract's schemas; its title is the
 * festival's published one ("Codefest '20 API"), which organisers edit (issue 38).
 */
export function openApiDocument(routes: RecordedRoute[], festivalTitle: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${festivalTitle} API`,
      version: "1.0.0",
      description: "The festival API (docs/API.md). Errors have Django REST Framework's shapes.",
    },
    components: {
      securitySchemes: {
        token: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "`Token <token>`, the token answered by login/ or register/",
        },
      },
    },
    security: [{ token: [] }],
    paths,
  };
}
