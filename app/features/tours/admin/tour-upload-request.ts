import { TOUR_IMAGE_MAX_BYTES, TOUR_PDF_MAX_BYTES, tourFormMessages } from "../tour-write-schema";

type UploadAnswer = { status: number; body: unknown };

/**
 * Sends the tour form to the multipart API with XMLHttpRequest, the one browser call that
 * reports upload progress. Same origin: the admin's session cookie rides along. Status 0 means
 * the network failed.
 */
export function sendTourForm(
  method: "POST" | "PATCH",
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // not JSON: a proxy's error page; the status says enough
      }
      resolve({ status: request.status, body: answer });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(body);
  });
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The browser's own check of a picked image: an image type that it can really decode (a text
 * file renamed .jpg fails here). Null when fine, else the message to show. The server checks again.
 */
export async function imageProblem(file: File, invalid: string): Promise<string | null> {
  if (!file.type.startsWith("image/")) return invalid;
  if (file.size > TOUR_IMAGE_MAX_BYTES)
    return `Each image must be at most ${megabytes(TOUR_IMAGE_MAX_BYTES)} MB`;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return null;
  } catch {
    return invalid;
  }
}

/** A PDF starts with `%PDF-`, whatever its name says. */
export async function pdfProblem(file: File): Promise<string | null> {
  if (file.size > TOUR_PDF_MAX_BYTES) return `The PDF must be at most ${megabytes(TOUR_PDF_MAX_BYTES)} MB`;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === "%PDF-" ? null : tourFormMessages.pdf;
}
