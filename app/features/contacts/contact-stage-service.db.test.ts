import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts } from "../../../db/schema";
import { createAdminRow } from "../../../tests/factories/admin-factory";
import { bookingFormInput, createBookingRow } from "../../../tests/factories/booking-factory";
import { testAgency } from "../../../tests/factories/agency-factory";
import { createTourRow } from "../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { loadPipelineOverview } from "~/features/admin-dashboard/pipeline-overview-service.server";
import { updateBookingStatus } from "~/features/bookings/booking-service.server";
import { writeBooking } from "~/features/bookings/write/booking-write-service.server";
import { recordPayment } from "~/features/bookings/payments/payment-service.server";
import { submitEnquiry } from "~/features/enquiries/enquiry-service.server";
import { contactFor } from "./contact-match-service.server";
import { updateContact } from "./contact-service.server";
import { contactTimeline } from "./contact-timeline-service.server";

const database = useTestDatabase();

const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function stageOf(contactId: string) {
  const [row] = await database.db
    .select({ stage: contacts.stage })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row!.stage;
}

async function newLeadIds() {
  const admin = await createAdminRow(database.db);
  const overview = await loadPipelineOverview(database.db, admin.id);
  return overview.newLeads.map((lead) => lead.id);
}

describe("a contact's stage follows what happens (issue 38, major 7)", () => {
  it("a booking moves a new lead to Booked, with the booking named on the timeline; the Overview's new leads no longer list them", async () => {
    const { db } = database;
    const phone = newMobile();
    const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
    await submitEnquiry(
      db,
      { kind: "popup", data: { name: "Meera Iyer", phone, destination: "Ladakh" } },
      testAgency,
    );
    const contactId = await contactFor(db, { phone });
    expect(await stageOf(contactId)).toBe("new");
    expect(await newLeadIds()).toContain(contactId);

    const tour = await createTourRow(db);
    const { booking } = await writeBooking(db, {
      kind: "priced",
      input: bookingFormInput(tour.id, { customer_phone: phone, customer_email: email }),
      options: { idempotencyKey: null, agency: testAgency },
    });
    expect(await stageOf(contactId)).toBe("won");
    const titles = (await contactTimeline(db, contactId))!.map((entry) => entry.title);
    expect(titles).toContain("Stage: New → Booked");
    expect(await newLeadIds()).not.toContain(contactId);

    // a cancellation does not move them back
    await updateBookingStatus(db, booking.id, { status: "cancelled" }, { agency: testAgency });
    expect(await stageOf(contactId)).toBe("won");
    expect(await newLeadIds()).not.toContain(contactId);
  });

  it("a payment and a confirmation move a contact to Booked from any earlier stage", async () => {
    const { db } = database;
    const paying = await contactFor(db, { name: "Ravi", phone: newMobile() });
    await updateContact(db, paying, { stage: "quoted" });
    const paid = await createBookingRow(db, { contactId: paying });
    await recordPayment(db, paid.id, {
      kind: "payment",
      amount: 5000,
      method: "upi",
      reference: "UTR123456789012",
      received_on: undefined,
    });
    expect(await stageOf(paying)).toBe("won");

    const confirming = await contactFor(db, { name: "Sana", phone: newMobile() });
    await updateContact(db, confirming, { stage: "contacted" });
    const confirmed = await createBookingRow(db, { contactId: confirming });
    await updateBookingStatus(db, confirmed.id, { status: "confirmed" }, { agency: testAgency });
    expect(await stageOf(confirming)).toBe("won");
    const titles = (await contactTimeline(db, confirming))!.map((entry) => entry.title);
    expect(titles).toContain("Stage: Contacted → Booked");
  });

  it("a contact linked to a booking without having moved (an older row) is still not a new lead", async () => {
    const { db } = database;
    const contactId = await contactFor(db, { name: "Old Row", phone: newMobile() });
    await createBookingRow(db, { contactId });
    expect(await stageOf(contactId)).toBe("new");
    expect(await newLeadIds()).not.toContain(contactId);
  });
});
