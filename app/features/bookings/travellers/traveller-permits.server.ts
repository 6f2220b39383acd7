import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookingTravellers } from "../../../../db/schema/index";
import type { TravellerPermit } from "./traveller-schema";
import type { PermitFile } from "./traveller-service.server";

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
      // whether a file is on record, not the file: the page lists, it does not download
      hasFile: sql<boolean>`${bookingTravellers.permitFile} is not null`,
    })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
  if (rows.every((row) => row.permitStatus === "not_needed")) return [];
  return rows.map((row) => ({
    id: row.id,
    full_name: row.fullName,
    permit_status: row.permitStatus,
    downloadable: row.permitStatus === "issued" && row.hasFile,
  }));
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
