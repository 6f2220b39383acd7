import { z } from "zod";
import { keysetQueryShape } from "./keyset-page";
import { RATE_LIMITS, rateLimitFor } from "./rate-limit-rules";

/** One call of the JSON API, described from the same zod schemas its handler parses with. */
export type ApiOperation = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI style: "/api/tours/{id}" */
  path: string;
  /**
   * The call's name in generated clients: camelCase, a verb and the thing (`listBookings`,
   * `createBooking`), unique in the document. Clients are built on it: never rename one once shipped.
   */
  operationId: string;
  /** A few words, shown as the call's title ("Book a tour package") */
  summary: string;
  /** What the call does and the rules it follows, in a sentence or a few */
  description: string;
  /** One of the tags the document declares (apiTags in app/features/api-docs/api-catalogue.ts) */
  tag: string;
  /** needs an admin session cookie or Bearer token */
  admin?: boolean;
  /** the staff roles that may call it (admin-auth/permissions-schema.ts), written as `x-roles` */
  roles?: readonly string[];
  query?: z.ZodObject;
  /**
   * A list that answers one page (ADR 029): its query spreads `keysetQueryShape` (`limit`,
   * `cursor`) and its 200 answer documents the `Link: <…>; rel="next"` header. Use `apiCalls(tag).page`.
   */
  paged?: boolean;
  body?: z.ZodType;
  bodyType?: "application/json" | "multipart/form-data";
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

/** An answer as an operation file writes it: its description, with its JSON body's schema if it has one. */
type Answer = string | readonly [description: string, schema: z.ZodType];

/** A call's method and path as the staff permissions table keys it: "POST /api/tours/{id}/departures". */
type Route = `${"GET" | "POST" | "PATCH" | "PUT" | "DELETE"} /api/${string}`;

/** What an operation file writes of a call beyond its route, its name and its tag. */
type CallSpec = Pick<ApiOperation, "summary" | "description" | "admin" | "query" | "body" | "bodyType"> & {
  /** by status; a failure named by its description alone answers the error body (documentedResponses) */
  answers: Record<number, Answer>;
};

/**
 * The calls of one tag, each written as its route, its `operationId` and what it says and answers:
 * `const call = apiCalls("Tours"); call("GET /api/tours/{id}", "getTour", { summary, description,
 * answers: { 200: ["The tour", tourJsonSchema], 404: "No such tour" } })`. `call.page` writes a
 * list that answers one page (ADR 029, `pagedList`).
 */
export function apiCalls(tag: string) {
  const call = (route: Route, operationId: string, { answers, ...spec }: CallSpec): ApiOperation => {
    const [method, path] = route.split(" ") as [Uppercase<ApiOperation["method"]>, string];
    const responses = Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [
        status,
        typeof answer === "string" ? { description: answer } : { description: answer[0], schema: answer[1] },
      ]),
    );
    return {
      method: method.toLowerCase() as ApiOperation["method"],
      path,
      operationId,
      tag,
      ...spec,
      responses,
    };
  };
  const page = (route: `GET /api/${string}`, operationId: string, spec: CallSpec): ApiOperation =>
    pagedList(call(route, operationId, spec));
  return Object.assign(call, { page });
}

/**
 * A list operation that answers a page: its query gets `limit` and `cursor` (the same fields its
 * handler parses, `keysetQueryShape`) and its 200 answer the `Link` header of the next page.
 */
export function pagedList(
  op: Omit<ApiOperation, "paged" | "method"> & { query?: z.ZodObject },
): ApiOperation {
  const query = op.query ?? z.object({});
  const missing = Object.entries(keysetQueryShape).filter(([name]) => !(name in query.shape));
  return { ...op, method: "get", paged: true, query: query.extend(Object.fromEntries(missing)) };
}

/** The header a paged list's answer carries unless it is the last page (RFC 8288). */
const LINK_HEADER = {
  Link: {
    description:
      'The next page, when there is one: `<…?cursor=…>; rel="next"` (RFC 8288). Absent on the last page.',
    schema: { type: "string" },
  },
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
  if (op.admin) {
    responses[401] = { description: "No valid admin session or API token" };
    responses[403] = {
      description:
        op.method === "get"
          ? "The admin has no second factor while the agency requires one of every admin"
          : "Sent from another site with the admin session cookie, or the admin has no second factor while the agency requires one of every admin",
    };
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

/** A group of calls in the document, declared once with what it covers. */
export type ApiTag = { name: string; description: string };

export function buildOpenApiDocument(
  operations: ApiOperation[],
  info: {
    title: string;
    version: string;
    description: string;
    contact: { name: string; email: string; url: string };
    serverUrl: string;
    tags: ApiTag[];
  },
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
        ...(op.paged && status === "200" ? { headers: LINK_HEADER } : {}),
        ...(response.schema
          ? { content: { "application/json": { schema: jsonSchema(response.schema, "output") } } }
          : {}),
      };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      description: op.description,
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
      ...(op.roles ? { "x-roles": op.roles } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: info.title,
      version: info.version,
      description: info.description,
      contact: info.contact,
    },
    servers: [{ url: info.serverUrl }],
    tags: info.tags,
    paths,
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "sf_admin",
          description:
            "The session cookie POST /api/auth/login sets: sf_admin, or __Host-sf_admin when SITE_URL is https (the browser then keeps it only for this very host, over https)",
        },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
}
