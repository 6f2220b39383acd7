import { z } from "zod";
import { RATE_LIMITS, rateLimitFor } from "./rate-limit-rules";

/** One call of the JSON API, described from the same zod schemas its handler parses with. */
export type ApiOperation = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI style: "/api/tours/{id}" */
  path: string;
  summary: string;
  /** a stable name for client generators; defaults to none */
  operationId?: string;
  /** longer than the summary: what the call does and what it leaves alone */
  description?: string;
  tag: string;
  /** needs an admin session cookie or Bearer token */
  admin?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyType?: "application/json" | "multipart/form-data";
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

/** `{ success: true, message }`: what a write answers; extend it with what else it returns. */
export const successSchema = z.object({ success: z.literal(true), message: z.string() });

/** Every failure the API answers (`errorResponse` in http.server.ts): a message, and one per field. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional().describe("a message per field"),
});

type DocumentedResponse = { description: string; schema?: z.ZodType };

/**
 * Every answer an operation documents, with its body's schema: its own responses, the ones every
 * call of its kind may give (bad input; too large a body; no admin session; an admin write sent
 * from another site; the database briefly away), and a failure body for each 4xx/5xx that names
 * none. The OpenAPI document and the tests that check the server's answers both read it here.
 */
export function documentedResponses(op: ApiOperation): Record<number, DocumentedResponse> {
  const responses: Record<number, DocumentedResponse> = {
    400: { description: "Bad input: a message per field" },
  };
  if (op.body) responses[413] = { description: "Request body too large" };
  if (op.body && (op.bodyType ?? "application/json") === "application/json") {
    responses[415] = { description: "The body must be sent as application/json" };
  }
  const limit = rateLimitFor(op.method, op.path);
  if (limit) {
    const { max, windowSeconds } = RATE_LIMITS[limit];
    responses[429] = {
      description: `More than ${max} in ${windowSeconds / 60} minutes from one address; Retry-After says when to try again`,
    };
  }
  if (op.admin) responses[401] = { description: "No valid admin session or API token" };
  if (op.admin && op.method !== "get") {
    responses[403] = { description: "Sent from another site with the admin session cookie" };
  }
  responses[503] = { description: "The database is briefly unavailable; Retry-After says when to try again" };
  Object.assign(responses, op.responses);
  for (const [status, response] of Object.entries(responses)) {
    if (!response.schema && Number(status) >= 400) {
      responses[Number(status)] = { ...response, schema: errorBodySchema };
    }
  }
  return responses;
}

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
}

export function buildOpenApiDocument(
  operations: ApiOperation[],
  info: { title: string; version: string; serverUrl: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters: unknown[] = [];
    for (const match of op.path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({ name: match[1], in: "path", required: true, schema: { type: "string" } });
    }
    if (op.query) {
      for (const [name, field] of Object.entries(op.query.shape)) {
        parameters.push({
          name,
          in: "query",
          required: !(field as z.ZodType).safeParse(undefined).success,
          schema: jsonSchema(field as z.ZodType, "input"),
        });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(documentedResponses(op))) {
      responses[status] = {
        description: response.description,
        ...(response.schema
          ? { content: { "application/json": { schema: jsonSchema(response.schema, "output") } } }
          : {}),
      };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      ...(op.operationId ? { operationId: op.operationId } : {}),
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { [op.bodyType ?? "application/json"]: { schema: jsonSchema(op.body, "input") } },
            },
          }
        : {}),
      ...(op.admin ? { security: [{ session: [] }, { bearer: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "sf_admin" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
}
