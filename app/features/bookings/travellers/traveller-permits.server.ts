import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookingTravellers } from "../../../../db/schema/index";
import { decryptBytes, type DataKeys } from "~/lib/data-encryption.server";
import type { TravellerPermit } from "./traveller-schema";
import { travellerRowOf, type PermitFile } from "./traveller-service.server";

/**
 * The permits of a booking's travellers, for the traveller's booking page; an empty list when none
 * of them needs one (the page then shows nothing).
 */
export async function travellerPermitsOf(db: Db, bookingId: string): Promise<TravellerPermit[]> {
  const rows = await db
    .select({
      id: bookingTravellers.id,
      fullName: bookingTravellers.fullName,
      permitStatus: bookingTravellers.permitStatus,
      hasFile: bookingTravellers.permitFile,
    })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
  if (rows.every((row) => row.permitStatus === "not_needed")) return [];
  return rows.map((row) => ({
    id: row.id,
    full_name: row.fullName,
    permit_status: row.permitStatus,
    downloadable: row.permitStatus === "issued" && row.hasFile !== null,
  }));
}

/**
 * A traveller's permit file for the booking page's download: only once issued, and only of a
 * traveller of that booking. Null otherwise.
 */
export async function issuedPermitFileOf(
  db: Db,
  keys: DataKeys,
  bookingId: string,
  travellerId: string,
): Promise<PermitFile | null> {
  const row = await travellerRowOf(db, bookingId, travellerId);
  if (row?.permitStatus !== "issued" || !row.permitFile || !row.permitFileType) return null;
  return { data: decryptBytes(keys, row.permitFile), contentType: row.permitFileType };
}

/** A permit file as a download (staff's API and the traveller's page alike): never cached or sniffed. */
export function permitFileResponse(file: PermitFile): Response {
  const extension = file.contentType === "application/pdf" ? "pdf" : file.contentType.split("/")[1];
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="permit.${extension}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
