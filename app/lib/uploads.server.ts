import { randomUUID } from "node:crypto";
import type { Metadata } from "sharp";
import { HttpError } from "./http.server";
import { logJson } from "./logger.server";
import { IMAGE_WIDTHS, imageAtWidth } from "./images";
import type { FileStorage } from "./storage.server";

/** The server refuses larger bodies (server/app.ts); checked here too, for bodies without a length. */
const UPLOAD_BODY_LIMIT = 40 * 1024 * 1024;
/** The width whose URL a record keeps; pages reach the others through `srcSetFor`. */
const SHOWN_IMAGE_WIDTH = 960;
/** More pixels than this could exhaust memory while decoding (a "decompression bomb"). */
const IMAGE_MAX_PIXELS = 40_000_000;

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * The platform's form parser behind a size guard: 415 for a body that is not a form, 413 over
 * `limit` (declared or counted while reading), 400 when the form is malformed.
 */
export async function readFormData(request: Request, limit = UPLOAD_BODY_LIMIT): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(contentType)) throw new HttpError(415, "Send the form as multipart/form-data");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new HttpError(413, "Request body too large");
  if (!request.body) throw new HttpError(400, "Malformed form data");
  let size = 0;
  let exceeded = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) {
          exceeded = true;
          controller.error(new Error("Request body too large"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw exceeded ? new HttpError(413, "Request body too large") : new HttpError(400, "Malformed form data");
  }
}

/** The files sent under `name`; an empty file input (no name, no bytes) counts as nothing sent. */
export function formFiles(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter((value): value is File => typeof value !== "string" && !(value.size === 0 && value.name === ""));
}

export function formTexts(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** A file that cannot be taken: 413 when it is too big, 400 when it is not what it must be. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** AVIF is reported as HEIF with AV1 compression; HEIC (HEVC) is not accepted. */
function isAcceptedImage(meta: Metadata): boolean {
  if (meta.format === "heif") return meta.compression === "av1";
  return meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" || meta.format === "gif";
}

/** sharp and libvips hold about 30 MB: loaded with the first upload, not when the server starts. */
const loadSharp = () => import("sharp").then((module) => module.default);

/**
 * The bytes of an image upload, judged by content, never by name or declared type: JPEG, PNG,
 * WebP, AVIF or GIF that sharp can read, at most `maxBytes` and `IMAGE_MAX_PIXELS`.
 */
export async function inspectImage(
  file: File,
  maxBytes: number,
  invalidMessage: string,
): Promise<Uint8Array> {
  if (file.size > maxBytes)
    throw new UploadError(413, `Each image must be at most ${megabytes(maxBytes)} MB`);
  const data = new Uint8Array(await file.arrayBuffer());
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new UploadError(400, invalidMessage);
  }
  if (!isAcceptedImage(meta) || !meta.width || !meta.height) throw new UploadError(400, invalidMessage);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
    throw new UploadError(400, `Images may have at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
  }
  return data;
}

export type EncodedImage = { variants: { width: number; data: Buffer }[] };

/**
 * WebP at every width of `IMAGE_WIDTHS`, never wider than the source (a small image keeps its
 * size under every name, so `srcSetFor` still finds each file). Turned upright by its EXIF
 * orientation, then stripped of all metadata (sharp's default): no camera or GPS data leaks.
 */
export async function encodeImage(data: Uint8Array, invalidMessage: string): Promise<EncodedImage> {
  const sharp = await loadSharp();
  try {
    const source = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
    const variants = [];
    // one width at a time: the machine is small and other requests need the CPU too
    for (const width of IMAGE_WIDTHS) {
      const encoded = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      variants.push({ width, data: encoded });
    }
    return { variants };
  } catch {
    // truncated or corrupt beyond its header
    throw new UploadError(400, invalidMessage);
  }
}

/** Every stored file behind a URL: all widths of a stored image, or the URL itself. */
export function storedVariants(url: string): string[] {
  return [...new Set(IMAGE_WIDTHS.map((width) => imageAtWidth(url, width)))];
}

/** Stores every width as `<folder>/<uuid>-<width>.webp`; returns the URL at `SHOWN_IMAGE_WIDTH`. */
export async function storeImage(storage: FileStorage, folder: string, image: EncodedImage): Promise<string> {
  const name = randomUUID();
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      written.push(await storage.put(`${folder}/${name}-${variant.width}.webp`, variant.data, "image/webp"));
    }
  } catch (error) {
    await Promise.allSettled(written.map((url) => storage.deleteUrl(url)));
    throw error;
  }
  return storage.urlOf(`${folder}/${name}-${SHOWN_IMAGE_WIDTH}.webp`);
}

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

/** The bytes of a PDF upload: at most `maxBytes`, and it must start with `%PDF-`. */
export async function inspectPdf(file: File, maxBytes: number, invalidMessage: string): Promise<Uint8Array> {
  if (file.size > maxBytes) throw new UploadError(413, `The PDF must be at most ${megabytes(maxBytes)} MB`);
  const data = new Uint8Array(await file.arrayBuffer());
  if (!PDF_MAGIC.equals(data.subarray(0, PDF_MAGIC.length)) || !looksLikePdf(data)) {
    throw new UploadError(400, invalidMessage);
  }
  return data;
}

const MARKUP = /<\s*(script|html|body|iframe|svg|!doctype|object|embed)\b/i;

/**
 * More than the first bytes (issue 8, finding 9): a version line, at least one indirect object, a
 * trailer or cross-reference and the end-of-file mark near the end, and no markup a browser could
 * run if the file were ever shown as a page. Compressed streams are binary; a real PDF has no
 * plain `<script` in it.
 */
function looksLikePdf(data: Uint8Array): boolean {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("latin1");
  if (!/^%PDF-\d\.\d/.test(text)) return false;
  if (!text.slice(-1024).includes("%%EOF")) return false;
  if (!/\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/.test(text)) return false;
  if (!/\btrailer\b|\bstartxref\b|\/Type\s*\/XRef\b/.test(text)) return false;
  return !MARKUP.test(text);
}

/** Stores a PDF as is under a random name (never the uploader's file name). */
export function storePdf(storage: FileStorage, folder: string, data: Uint8Array): Promise<string> {
  return storage.put(`${folder}/${randomUUID()}.pdf`, data, "application/pdf");
}

/** Deletes every stored variant of each URL; a failure is logged, never thrown (the record is gone). */
export async function deleteStoredFiles(storage: FileStorage, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    for (const variant of storedVariants(url)) {
      try {
        await storage.deleteUrl(variant);
      } catch (error) {
        logJson({
          level: "error",
          msg: "could not delete a stored file",
          url: variant,
          error: String(error),
        });
      }
    }
  }
}
