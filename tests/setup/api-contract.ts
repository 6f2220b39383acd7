import { isDeepStrictEqual } from "node:util";
import { apiOperations } from "../../app/features/api-docs/api-catalogue";
import { documentedResponses, errorBodySchema, type ApiOperation } from "../../app/lib/openapi";

/**
 * Holds every answer of the JSON API in the HTTP tests to the OpenAPI document: the test server's
 * fetch hands each answer of an /api call here. The answer's status must be one its operation
 * documents, and its body must parse with that status's zod schema and lose nothing in the parse
 * (a field the server sends that the document does not name is drift too).
 */

const routes = apiOperations.map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

export const operationKey = (op: Pick<ApiOperation, "method" | "path">) =>
  `${op.method.toUpperCase()} ${op.path}`;

/** Each documented operation this process has seen answered, and with which statuses. */
export const answeredOperations = new Map<string, Set<number>>();

/**
 * The documented operation a call reaches, as the router matches it: a trailing "/" changes
 * nothing, and a fixed path wins over a parameter (/api/tours/featured is no tour id).
 */
export function operationOf(method: string, pathname: string): ApiOperation | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const matching = routes.filter((route) => route.pattern.test(path));
  const fixed = matching.filter((route) => !route.op.path.includes("{"));
  return (fixed.length ? fixed : matching).find((route) => route.op.method === method)?.op;
}

export async function checkApiAnswer(method: string, url: string, response: Response): Promise<void> {
  const { pathname } = new URL(url);
  const verb = method.toLowerCase();
  if (!pathname.startsWith("/api/") || verb === "head" || verb === "options") return;
  const where = `${method.toUpperCase()} ${pathname} answered ${response.status}`;
  const op = operationOf(verb, pathname);
  if (!op) {
    // no such call in the document: the API must refuse it (no route, or a method not allowed)
    if (response.status !== 404 && response.status !== 405) {
      throw new Error(`${where}, but the OpenAPI document has no such operation`);
    }
    return assertBody(where, errorBodySchema, await response.json());
  }
  const key = operationKey(op);
  answeredOperations.set(key, (answeredOperations.get(key) ?? new Set()).add(response.status));
  const documented = documentedResponses(op)[response.status];
  if (!documented) throw new Error(`${where}: a status ${key} does not document`);
  if (documented.schema) assertBody(`${where} (${key})`, documented.schema, await response.json());
}

function assertBody(where: string, schema: { safeParse(value: unknown): SafeParse }, body: unknown) {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${where}, a body its documented schema refuses: ${JSON.stringify(result.error.issues)}`);
  }
  // a parse keeps only the documented fields: anything lost was sent but not documented
  if (!isDeepStrictEqual(result.data, body)) {
    throw new Error(`${where} with fields its documented schema does not name: ${JSON.stringify(body)}`);
  }
}

type SafeParse = { success: true; data: unknown } | { success: false; error: { issues: unknown[] } };
