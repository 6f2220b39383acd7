import { z } from "zod";
import { DomainError, invalidFields } from "~/lib/domain-error";
import { fieldErrorsOf, type FieldErrors } from "~/lib/http.server";
import {
  encodeImage,
  formFiles,
  formTexts,
  inspectImage,
  inspectPdf,
  readFormData,
  UploadError,
  type EncodedImage,
} from "~/lib/uploads.server";
import {
  TOUR_GALLERY_MAX,
  TOUR_IMAGE_MAX_BYTES,
  TOUR_PDF_MAX_BYTES,
  tourCreateSchema,
  tourFormMessages,
  tourFormValues,
  tourUpdateSchema,
  type TourFields,
  type TourFieldsPatch,
} from "../tour-write-schema";

/** The files of one tour form, checked and re-encoded, not yet stored. */
type TourFiles = {
  image?: EncodedImage;
  /**
   * Absent: the gallery stays as it is. Otherwise the new gallery is `kept` (URLs already in the
   * tour's gallery, in the order given) followed by `added`; kept is null when only files came.
   */
  gallery?: { kept: string[] | null; added: EncodedImage[] };
  pdf?: Uint8Array;
};

export type TourSubmission<F> = { fields: F; files: TourFiles };

const keptGallerySchema = z.array(z.string().trim().min(1).max(500)).max(TOUR_GALLERY_MAX);

/** Gallery URLs to keep: each text value is a JSON list of URLs or one URL. Null when malformed. */
function keptGallery(texts: string[]): string[] | null {
  const urls: unknown[] = [];
  for (const text of texts) {
    if (!text.startsWith("[")) {
      urls.push(text);
      continue;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return null;
      urls.push(...(parsed as unknown[]));
    } catch {
      return null;
    }
  }
  const result = keptGallerySchema.safeParse(urls);
  return result.success ? result.data : null;
}

export function readTourSubmission(request: Request, mode: "create"): Promise<TourSubmission<TourFields>>;
export function readTourSubmission(
  request: Request,
  mode: "update",
): Promise<TourSubmission<TourFieldsPatch>>;
/**
 * Reads the admin's multipart tour form: text fields through the shared schema, files by content.
 * Every problem is reported at once, per field: 413 when any file is too big, otherwise 400.
 * Images are re-encoded only once everything else is valid, as that is the slow part.
 */
export async function readTourSubmission(
  request: Request,
  mode: "create" | "update",
): Promise<TourSubmission<TourFields | TourFieldsPatch>> {
  const form = await readFormData(request);
  const errors: FieldErrors = {};
  let tooLarge = false;
  const failed = (field: string, error: unknown) => {
    if (!(error instanceof UploadError)) throw error;
    errors[field] ??= error.message;
    if (error.status === 413) tooLarge = true;
  };

  const parsed = (mode === "create" ? tourCreateSchema : tourUpdateSchema).safeParse(tourFormValues(form));
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));

  // Main image: required on create; on update a text value (the current URL sent back) changes nothing.
  const imageFiles = formFiles(form, "image_url");
  let imageData: Uint8Array | undefined;
  if (imageFiles.length > 1) errors.image_url = "Please select one main image";
  else if (imageFiles[0]) {
    try {
      imageData = await inspectImage(imageFiles[0], TOUR_IMAGE_MAX_BYTES, tourFormMessages.image);
    } catch (error) {
      failed("image_url", error);
    }
  } else if (mode === "create") errors.image_url = tourFormMessages.image;

  const galleryFiles = formFiles(form, "gallery_images");
  const galleryTexts = formTexts(form, "gallery_images")
    .map((text) => text.trim())
    .filter((text) => text !== "");
  const kept = galleryTexts.length > 0 ? keptGallery(galleryTexts) : null;
  const galleryData: Uint8Array[] = [];
  if (galleryTexts.length > 0 && (!kept || (mode === "create" && kept.length > 0))) {
    errors.gallery_images =
      mode === "create" ? tourFormMessages.gallery : "Must be a JSON list of gallery image URLs to keep";
  } else if (galleryFiles.length + (kept?.length ?? 0) > TOUR_GALLERY_MAX) {
    errors.gallery_images = `At most ${TOUR_GALLERY_MAX} gallery images`;
  } else {
    for (const file of galleryFiles) {
      try {
        galleryData.push(await inspectImage(file, TOUR_IMAGE_MAX_BYTES, tourFormMessages.gallery));
      } catch (error) {
        failed("gallery_images", error);
      }
    }
  }

  const pdfFiles = formFiles(form, "itinerary_pdf");
  let pdf: Uint8Array | undefined;
  if (pdfFiles.length > 1) errors.itinerary_pdf = "Please select one PDF file";
  else if (pdfFiles[0]) {
    try {
      pdf = await inspectPdf(pdfFiles[0], TOUR_PDF_MAX_BYTES, tourFormMessages.pdf);
    } catch (error) {
      failed("itinerary_pdf", error);
    }
  }

  if (tooLarge) throw new DomainError("too-large", "A file is too large", errors);
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw invalidFields(errors);
  }

  const files: TourFiles = {};
  try {
    if (imageData) files.image = await encodeImage(imageData, tourFormMessages.image);
  } catch (error) {
    failed("image_url", error);
  }
  const added: EncodedImage[] = [];
  try {
    for (const data of galleryData) added.push(await encodeImage(data, tourFormMessages.gallery));
  } catch (error) {
    failed("gallery_images", error);
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  if (kept !== null || added.length > 0) files.gallery = { kept, added };
  if (pdf) files.pdf = pdf;
  return { fields: parsed.data, files };
}
