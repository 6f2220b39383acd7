import type { z } from "zod";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { errorText, logJson } from "~/lib/logger.server";

/**
 * JSON bodies larger than this are refused with 413 by server/app.ts (hono/body-limit, which
 * counts streamed bodies too); uploads have their own, larger limit there.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * For answers that are the same for every visitor (public pages, catalogue calls): a browser asks
 * again each time (a 304 when unchanged); a shared cache (nginx, a CDN) keeps them 10 s and may
 * serve them 50 s longer while it asks again, so a staff edit shows within a minute (ADR 053).
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=50";

/** JSON that is not the visitor's own: every other JSON answer is `no-store`. */
export function publicJson(data: unknown): Response {
  return json(data, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
}

export function json(data: unknown, init: number | ResponseInit = 200): Response {
  const responseInit = typeof init === "number" ? { status: init } : init;
  const headers = new Headers(responseInit.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...responseInit, headers });
}

export type FieldErrors = Record<string, string>;

/** The text fields a form posted, by name: what a refusal hands back so nothing typed is lost. */
export function formTextsOf<F extends string>(
  formData: FormData,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

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

function validationError(error: z.ZodError, message = CHECK_FIELDS_MESSAGE): HttpError {
  return new HttpError(400, message, fieldErrorsOf(error));
}

export const notFound = (message = "Not found") => new HttpError(404, message);

const JSON_TYPE = /^\s*application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** Deeper JSON than this is refused before it is parsed: no form or call of ours nests past 5. */
export const MAX_JSON_DEPTH = 32;

/** Bytes that are not UTF-8 are refused, not silently turned into U+FFFD. */
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a JSON body: 415 unless it is declared `application/json` (a cross-site form or
 * `text/plain` fetch cannot send that without a CORS preflight, which we never grant), 400 when it
 * is not UTF-8, not JSON, nested deeper than MAX_JSON_DEPTH, or holds a lone UTF-16 surrogate (it
 * could not be stored as sent). Its size was checked before it got here (server/app.ts). Every
 * step is a loop, never a recursion, so no body can exhaust the stack or hold the event loop long.
 */
export async function readJson(request: Request, options: { alsoAccept?: RegExp } = {}): Promise<unknown> {
  const bytes = await request.arrayBuffer();
  let text: string;
  try {
    text = STRICT_UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, "The body is not valid UTF-8 text");
  }
  if (text.trim() === "") return {};
  const type = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type) && !options.alsoAccept?.test(type)) {
    throw new HttpError(415, "Send the body as application/json");
  }
  if (nestingExceeds(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
  const broken = illFormedPath(value);
  if (broken) {
    const message = "Must not contain control characters";
    throw new HttpError(400, "Please check the highlighted fields", { [broken.join(".") || "_"]: message });
  }
  return value;
}

/**
 * Whether brackets outside strings open more than `max` levels at some point. A scan of the text,
 * before JSON.parse builds anything: malformed text is left for the parser to refuse.
 */
function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** With the `u` flag a proper pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** A value met on the walk, with the way back to the root: a path is built only when one is reported. */
type Visit = { value: unknown; key: string; parent: Visit | null };

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where in a parsed JSON value a string (or key) holds a lone surrogate, if anywhere: depth first,
 * in document order, with an explicit stack (a recursion overflowed on 8,000 levels, issue 22).
 */
function illFormedPath(root: unknown): string[] | null {
  const stack: Visit[] = [{ value: root, key: "", parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return pathOf(visit);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    const entries = Object.entries(value);
    for (const [key] of entries) if (LONE_SURROGATE.test(key)) return [...pathOf(visit), "_"];
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, key, parent: visit });
    }
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, message);
  return result.data;
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

function errorResponse(error: unknown): Response {
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
