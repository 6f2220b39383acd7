import { z } from "zod";

/** One call of the JSON API, described from the same zod schemas its handler parses with. */
export type ApiOperation = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI style: "/api/tours/{id}" */
  path: string;
  summary: string;
  tag: string;
  /** needs an admin session cookie or Bearer token */
  admin?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyType?: "application/json" | "multipart/form-data";
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
}

const errorBody = {
  type: "object",
  properties: {
    success: { const: false },
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["success", "message"],
};

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
    for (const [status, response] of Object.entries(op.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema
          ? { content: { "application/json": { schema: jsonSchema(response.schema, "output") } } }
          : {}),
      };
    }
    responses["400"] ??= {
      description: "Bad input: a message per field",
      content: { "application/json": { schema: errorBody } },
    };
    if (op.admin)
      responses["401"] = {
        description: "No valid admin session or API token",
        content: { "application/json": { schema: errorBody } },
      };
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
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
