import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { departureVehicles, supplierConfirmations } from "../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeEmail } from "~/features/notifications/email/email-render.server";
import { enqueueEmail, type OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { DomainError, fieldError } from "~/lib/domain-error";
import { roomSharingLabels, roomSharings } from "../../../domain/trip-values";
import { confirmationJson } from "./confirmation-store.server";
import { staysOf, stayRooms } from "./stay-service.server";
import { supplierContacts } from "./supplier-directory.server";
import { dutySlipPdf, roomingListPdf } from "./trip-papers.server";
import { findTripDeparture, type TripDeparture } from "./trip-roster.server";
import { tripMessages, type SupplierAnswerInput } from "./trip-schema";

type Target = { supplier_id?: string; vehicle_id?: string };

const pdfFileName = (text: string) => `${text.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}.pdf`;

function supplierEmail(
  agency: AgencyContact,
  to: string,
  subject: string,
  heading: string,
  rows: [string, string][],
  attachment: { filename: string; pdf: Buffer },
): OutgoingEmail {
  const email = composeEmail(agency, {
    to,
    subject: `${subject} – ${agency.name}`,
    event: "supplier-request",
    content: {
      audience: "customer",
      preheader: heading,
      heading,
      blocks: [
        { kind: "paragraph", text: "Namaste," },
        { kind: "paragraph", text: `${agency.name} asks you to hold the following. The list is attached.` },
        { kind: "details", rows },
        { kind: "paragraph", text: "Please reply with your confirmation number, or tell us if you cannot." },
      ],
    },
  });
  return {
    ...email,
    // staff write to a supplier they chose: not the per-recipient cap that guards visitors' forms
    toStaff: true,
    attachments: [
      {
        filename: attachment.filename,
        contentType: "application/pdf",
        content: attachment.pdf.toString("base64"),
      },
    ],
  };
}

async function requestEmail(db: Db, trip: TripDeparture, target: Target, agency: AgencyContact) {
  const when = formatTravelDate(trip.departure.departureDate);
  if (target.supplier_id) {
    const supplier = (await supplierContacts(db, [target.supplier_id])).get(target.supplier_id);
    if (!supplier) throw fieldError("not-found", "supplier_id", tripMessages.unknownSupplier);
    const list = await roomingListPdf(db, trip, supplier.id, agency);
    if (!list) throw fieldError("invalid", "supplier_id", tripMessages.noStay);
    if (!supplier.email) throw fieldError("invalid", "supplier_id", tripMessages.noSupplierEmail);
    const stays = (await staysOf(db, trip.departure.id)).filter((stay) => stay.supplierId === supplier.id);
    const rows: [string, string][] = [
      ["Group", `${trip.tour.title}, departing ${when}`],
      ...stays.map((stay): [string, string] => {
        const rooms = stayRooms(stay);
        const text = roomSharings
          .filter((sharing) => rooms[sharing] > 0)
          .map((sharing) => `${rooms[sharing]} × ${roomSharingLabels[sharing]}`)
          .join(", ");
        const night = list.nights.find((n) => n.night === stay.night)!;
        return [`Night of ${formatTravelDate(night.date)}`, text || "No rooms"];
      }),
    ];
    const email = supplierEmail(
      agency,
      supplier.email,
      `Rooms for ${trip.tour.title}, ${when}`,
      "Room request",
      rows,
      {
        filename: pdfFileName(`rooming-list-${supplier.name}-${trip.departure.departureDate}`),
        pdf: list.pdf,
      },
    );
    return { email, supplierId: supplier.id, vehicleId: null };
  }
  const vehicle = await vehicleOf(db, trip, target.vehicle_id!);
  if (!vehicle.supplierId) throw fieldError("invalid", "vehicle_id", tripMessages.noSupplier);
  const supplier = (await supplierContacts(db, [vehicle.supplierId])).get(vehicle.supplierId);
  if (!supplier?.email) throw fieldError("invalid", "vehicle_id", tripMessages.noSupplierEmail);
  const slip = (await dutySlipPdf(db, trip, vehicle.id, agency))!;
  const email = supplierEmail(
    agency,
    supplier.email,
    `${vehicle.label} for ${trip.tour.title}, ${when}`,
    "Vehicle request",
    [
      ["Group", `${trip.tour.title}, departing ${when}`],
      ["Vehicle", `${vehicle.label}, ${vehicle.seats} seats`],
      ["Days", String(trip.days)],
      ["Passengers", String(slip.aboard)],
    ],
    {
      filename: pdfFileName(`passenger-list-${vehicle.label}-${trip.departure.departureDate}`),
      pdf: slip.pdf,
    },
  );
  return { email, supplierId: supplier.id, vehicleId: vehicle.id };
}

async function vehicleOf(db: Db, trip: TripDeparture, vehicleId: string) {
  const [vehicle] = await db
    .select()
    .from(departureVehicles)
    .where(and(eq(departureVehicles.id, vehicleId), eq(departureVehicles.departureId, trip.departure.id)));
  if (!vehicle) throw fieldError("not-found", "vehicle_id", tripMessages.unknownVehicle);
  return vehicle;
}

const targetWhere = (departureId: string, supplierId: string | null, vehicleId: string | null) =>
  vehicleId
    ? eq(supplierConfirmations.vehicleId, vehicleId)
    : and(
        eq(supplierConfirmations.departureId, departureId),
        eq(supplierConfirmations.supplierId, supplierId!),
        isNull(supplierConfirmations.vehicleId),
      );

/**
 * Emails a supplier the request for a departure (a property: its rooming list; a vehicle: its
 * passenger list and duty slip) through the outbox, and marks it requested. Null: no departure.
 */
export async function requestFromSupplier(
  db: Db,
  packageId: string,
  departureId: string,
  target: Target,
  agency: AgencyContact,
) {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const { email, supplierId, vehicleId } = await requestEmail(db, trip, target, agency);
  const row = await db.transaction(async (tx) => {
    const values = {
      status: "requested" as const,
      confirmationNumber: "",
      emailedTo: email.to,
      requestedAt: new Date(),
      answeredAt: null,
    };
    const [updated] = await tx
      .update(supplierConfirmations)
      .set(values)
      .where(targetWhere(trip.departure.id, supplierId, vehicleId))
      .returning();
    const [written] = updated
      ? [updated]
      : await tx
          .insert(supplierConfirmations)
          .values({ departureId: trip.departure.id, supplierId, vehicleId, ...values })
          .returning();
    await enqueueEmail(tx, email);
    return written!;
  });
  return { ...confirmationJson(row), supplier_id: row.supplierId, vehicle_id: row.vehicleId };
}

/** Records the supplier's answer: confirmed with their number, or declined. */
export async function answerFromSupplier(
  db: Db,
  packageId: string,
  departureId: string,
  input: SupplierAnswerInput,
) {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const supplierId = input.supplier_id ?? null;
  const vehicleId = input.vehicle_id ?? null;
  const [row] = await db
    .update(supplierConfirmations)
    .set({ status: input.status, confirmationNumber: input.confirmation_number, answeredAt: new Date() })
    .where(
      and(
        eq(supplierConfirmations.departureId, trip.departure.id),
        targetWhere(trip.departure.id, supplierId, vehicleId),
      ),
    )
    .returning();
  if (!row) throw new DomainError("conflict", tripMessages.notRequested);
  return { ...confirmationJson(row), supplier_id: row.supplierId, vehicle_id: row.vehicleId };
}
