import { eq, or, sql } from "drizzle-orm";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import type { Db } from "../../../../db/client";
import { tourPackages, type NewTourPackageRow, type TourPackageRow } from "../../../../db/schema/index";
import { DomainError, invalidFields } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import type { FileStorage } from "~/lib/storage.server";
import { deleteStoredFiles, storeImage, storePdf, type EncodedImage } from "~/lib/uploads.server";
import type { TourSubmission } from "./tour-submission.server";
import { toTourJson } from "../catalogue/tour-catalogue.server";
import { tourMessages, type Tour } from "../tour-schema";
import {
  TOUR_GALLERY_MAX,
  tourPriceErrors,
  type TourFields,
  type TourFieldsPatch,
} from "../tour-write-schema";

/**
 * Uploaded tour files live under this folder of the storage. Only files there are ever deleted:
 * the demo artwork (`images/`) is shared between tours and the destination pages.
 */
const TOUR_FILES_FOLDER = "tours";

const COLUMN_OF = {
  title: "title",
  description: "description",
  destination: "destination",
  duration: "duration",
  duration_days: "durationDays",
  pick_drop: "pickDrop",
  price: "price",
  original_price: "originalPrice",
  double_sharing_price: "doubleSharingPrice",
  double_sharing_original_price: "doubleSharingOriginalPrice",
  child_price: "childPrice",
  child_age_min: "childAgeMin",
  child_age_max: "childAgeMax",
  single_supplement: "singleSupplement",
  category: "category",
  subcategory: "subcategory",
  featured: "featured",
  available: "available",
  inclusions: "inclusions",
  exclusions: "exclusions",
  think_to_pack: "thingsToPack",
  itenory: "itinerary",
  meeting_point: "meetingPoint",
  meeting_time: "meetingTime",
  weather_notes: "weatherNotes",
  permits_indian: "permitsIndian",
  permits_foreign: "permitsForeign",
  permit_days: "permitDays",
  permit_group_rule: "permitGroupRule",
  high_altitude: "highAltitude",
  traveller_details_due_days: "travellerDetailsDueDays",
} as const satisfies Record<keyof TourFields, keyof NewTourPackageRow>;

/** The columns of the fields that were sent (API spelling mapped once, here). */
function columnsOf(fields: TourFieldsPatch): Partial<NewTourPackageRow> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = fields[field as keyof typeof COLUMN_OF];
    if (value !== undefined) columns[column] = value;
  }
  return columns as Partial<NewTourPackageRow>;
}

function filesOfRow(row: TourPackageRow): string[] {
  return [row.imageUrl, ...row.galleryImages, row.itineraryPdf].filter((url): url is string => !!url);
}

/** Files written for one request, removed again when the request fails. */
function newFiles(storage: FileStorage) {
  const written: string[] = [];
  return {
    async image(image: EncodedImage) {
      const url = await storeImage(storage, TOUR_FILES_FOLDER, image);
      written.push(url);
      return url;
    },
    async pdf(data: Uint8Array) {
      const url = await storePdf(storage, TOUR_FILES_FOLDER, data);
      written.push(url);
      return url;
    },
    discard: () => deleteStoredFiles(storage, written),
  };
}

/** Deletes uploaded files (every width) that no tour refers to any more. Call after the commit. */
async function removeUnreferencedFiles(db: Db, storage: FileStorage, urls: string[]): Promise<void> {
  const ours = storage.urlOf(`${TOUR_FILES_FOLDER}/`);
  for (const url of new Set(urls)) {
    if (!url.startsWith(ours)) continue;
    const [stillUsed] = await db
      .select({ id: tourPackages.id })
      .from(tourPackages)
      .where(
        or(
          eq(tourPackages.imageUrl, url),
          eq(tourPackages.itineraryPdf, url),
          sql`${url} = ANY(${tourPackages.galleryImages})`,
        ),
      )
      .limit(1);
    if (!stillUsed) await deleteStoredFiles(storage, [url]);
  }
}

/** Stores the files, then the row; a failure leaves no new file behind. */
export async function createTour(
  db: Db,
  storage: FileStorage,
  submission: TourSubmission<TourFields>,
): Promise<Tour> {
  const { fields, files } = submission;
  const stored = newFiles(storage);
  try {
    const imageUrl = files.image ? await stored.image(files.image) : "";
    const galleryImages: string[] = [];
    for (const image of files.gallery?.added ?? []) galleryImages.push(await stored.image(image));
    const itineraryPdf = files.pdf ? await stored.pdf(files.pdf) : null;
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tourPackages)
        .values({ ...(columnsOf(fields) as NewTourPackageRow), imageUrl, galleryImages, itineraryPdf })
        .returning();
      if (!row) throw new Error("tour insert returned nothing");
      const tour = toTourJson(row);
      await recordAudit(tx, { action: "tour.created", targetType: "tour", targetId: row.id, after: tour });
      return tour;
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

const tourNotFound = () => new DomainError("not-found", tourMessages.notFound);

/**
 * Changes only the fields sent; a DomainError "not-found" when there is no such tour, "invalid"
 * with a message per field when the merged prices or gallery break a rule. `submission` may be a
 * reader of the request: it is called only once the tour is known to exist, so nothing is
 * decoded for a tour that is not there. New files are stored first (no row lock held during slow
 * writes); the row is then locked, merged and checked. Replaced files are deleted after the
 * commit, unless another tour still uses them.
 */
export async function updateTour(
  db: Db,
  storage: FileStorage,
  id: string,
  submission: TourSubmission<TourFieldsPatch> | (() => Promise<TourSubmission<TourFieldsPatch>>),
): Promise<Tour> {
  if (!isUuid(id)) throw tourNotFound();
  const [exists] = await db
    .select({ id: tourPackages.id })
    .from(tourPackages)
    .where(eq(tourPackages.id, id))
    .limit(1);
  if (!exists) throw tourNotFound();
  const { fields, files } = typeof submission === "function" ? await submission() : submission;
  const stored = newFiles(storage);
  let outcome;
  try {
    const imageUrl = files.image ? await stored.image(files.image) : undefined;
    const added: string[] = [];
    for (const image of files.gallery?.added ?? []) added.push(await stored.image(image));
    const itineraryPdf = files.pdf ? await stored.pdf(files.pdf) : undefined;

    outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tourPackages).where(eq(tourPackages.id, id)).for("update");
      if (!row) return { status: "not-found" } as const;
      const errors = tourPriceErrors({
        price: fields.price ?? row.price,
        original_price: fields.original_price !== undefined ? fields.original_price : row.originalPrice,
        double_sharing_price:
          fields.double_sharing_price !== undefined ? fields.double_sharing_price : row.doubleSharingPrice,
        double_sharing_original_price:
          fields.double_sharing_original_price !== undefined
            ? fields.double_sharing_original_price
            : row.doubleSharingOriginalPrice,
        child_price: fields.child_price !== undefined ? fields.child_price : row.childPrice,
        child_age_min: fields.child_age_min !== undefined ? fields.child_age_min : row.childAgeMin,
        child_age_max: fields.child_age_max !== undefined ? fields.child_age_max : row.childAgeMax,
      });
      let galleryImages = row.galleryImages;
      if (files.gallery) {
        const kept = [...new Set(files.gallery.kept ?? [])];
        if (kept.some((url) => !row.galleryImages.includes(url))) {
          errors.gallery_images = "Only images already in this tour's gallery can be kept";
        }
        galleryImages = [...kept, ...added];
        if (galleryImages.length > TOUR_GALLERY_MAX)
          errors.gallery_images = `At most ${TOUR_GALLERY_MAX} gallery images`;
      }
      if (Object.keys(errors).length > 0) return { status: "invalid", errors } as const;

      const [updated] = await tx
        .update(tourPackages)
        .set({
          ...columnsOf(fields),
          imageUrl: imageUrl ?? row.imageUrl,
          galleryImages,
          itineraryPdf: itineraryPdf ?? (fields.remove_itinerary_pdf ? null : row.itineraryPdf),
          updatedAt: new Date(),
        })
        .where(eq(tourPackages.id, id))
        .returning();
      if (!updated) throw new Error("tour update returned nothing");
      await recordAudit(tx, {
        action: "tour.updated",
        targetType: "tour",
        targetId: id,
        ...changedFields(toTourJson(row), toTourJson(updated)),
      });
      const now = new Set(filesOfRow(updated));
      return {
        status: "updated",
        row: updated,
        replaced: filesOfRow(row).filter((url) => !now.has(url)),
      } as const;
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
  if (outcome.status !== "updated") {
    await stored.discard();
    if (outcome.status === "not-found") throw tourNotFound();
    throw invalidFields(outcome.errors);
  }
  await removeUnreferencedFiles(db, storage, outcome.replaced);
  return toTourJson(outcome.row);
}

/**
 * Deletes a tour; a DomainError "not-found" when there is none. Its reviews go with it (ON DELETE
 * CASCADE); its bookings stay, keeping `package_title`, with `package_id` set to null.
 */
export async function deleteTour(db: Db, storage: FileStorage, id: string): Promise<void> {
  if (!isUuid(id)) throw tourNotFound();
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(tourPackages).where(eq(tourPackages.id, id)).returning();
    if (!deleted) throw tourNotFound();
    await recordAudit(tx, {
      action: "tour.deleted",
      targetType: "tour",
      targetId: id,
      before: toTourJson(deleted),
    });
    return deleted;
  });
  await removeUnreferencedFiles(db, storage, filesOfRow(row));
}
