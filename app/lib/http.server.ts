import type { z } from "zod";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { errorText, logJson } from "~/lib/logger.server";

/** Bodies larger than this are refused with 413 (uploads have their own, larger limit). */
export const JSON_BODY_LIMIT = 64 * 1024;

export function json(data: unknown, init: number | ResponseInit = 200): Response {
  const responseInit = typeof init === "number" ? { status: init } : init;
  const headers = new Headers(responseInit.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...responseInit, headers });
}

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * An answer to send at once, for what HTTP itself decides (a malformed body, a missing session, a
 * method not allowed): thrown from a handler, caught by `apiRoute`. Services throw DomainError.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export function validationError(error: z.ZodError, message = CHECK_FIELDS_MESSAGE): HttpError {
  return new HttpError(400, message, fieldErrorsOf(error));
}

export const notFound = (message = "Not found") => new HttpError(404, message);

/** Reads a JSON body within the size limit; 400 when it is not JSON, 413 when too large. */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = await readText(request, limit);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
}

export async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, "Request body too large");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, "Request body too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, message);
  return result.data;
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "53300",
  "08006",
  "08001",
]);

/** A lost or refused database connection, however deep the driver and Drizzle wrapped it. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /PGlite is closed|Connection terminated|pool after calling end/i.test(e.message)
    )
      return true;
  }
  return false;
}

export function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof HttpError || error instanceof DomainError) {
    const body: Record<string, unknown> = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    const headers = error instanceof HttpError ? error.headers : undefined;
    return json(body, { status: error.status, headers });
  }
  if (isDatabaseUnavailable(error)) {
    return json(
      { success: false, message: "The service is briefly unavailable. Please try again." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  logJson({ level: "error", msg: "unhandled API error", error: errorText(error) });
  return json({ success: false, message: "Something went wrong on our side. Please try again." }, 500);
}

type Args = { request: Request; params: Record<string, string | undefined>; context: unknown };
type Handler<A> = (args: A) => Promise<Response> | Response;

/**
 * One resource route's methods: answers 405 for any other, turns a thrown HttpError or
 * DomainError into JSON with its status and never lets a stack trace reach the client. A route exports the result
 * as both `loader` and `action`.
 */
export function apiRoute<A extends Args>(
  handlers: Partial<Record<"GET" | "POST" | "PATCH" | "PUT" | "DELETE", Handler<A>>>,
) {
  const allowed = Object.keys(handlers).join(", ");
  const handle = async (args: A): Promise<Response> => {
    const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
    const handler = handlers[method as keyof typeof handlers];
    if (!handler) {
      return json(
        { success: false, message: `Method ${method} not allowed` },
        { status: 405, headers: { Allow: allowed } },
      );
    }
    try {
      return await handler(args);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return handle;
}
