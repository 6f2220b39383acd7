import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings, outboxEmails } from "../../../../db/schema/index";
import { refusal } from "../../../../tests/setup/refusal";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { testAgency } from "../../../../tests/factories/agency-factory";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import {
  decideCancellationRequest,
  latestCancellationRequest,
  listCancellationRequests,
  requestCancellation,
} from "./cancellation-service.server";

const database = useTestDatabase();

const agency = testAgency;
const TODAY = "2026-05-01";
const options = { agency, today: TODAY };

const decide = (requestId: string, decision: "approve" | "decline", note = "") =>
  decideCancellationRequest(database.db, requestId, { decision, note }, options);

const mailOf = (to: string, event: string) =>
  database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.event, event)));

describe("cancellation requests", () => {
  it("one open request per booking; the staff are emailed the terms; decline leaves the booking", async () => {
    const booking = await createBookingRow(database.db, { travelDate: "2026-06-30" });
    const first = await requestCancellation(
      database.db,
      { bookingId: booking.id, reason: "Family wedding" },
      options,
    );
    expect(first).toMatchObject({ created: true, request: { status: "pending" } });
    const again = await requestCancellation(database.db, { bookingId: booking.id, reason: "again" }, options);
    expect(again.created).toBe(false);
    const notices = await mailOf(agency.email, "cancellation-requested");
    const notice = notices.find((mail) => mail.subject.includes(booking.reference));
    expect(notice?.textBody).toContain("Family wedding");
    expect(notice?.textBody).toContain(`/admin/bookings/${booking.id}`);

    const [open] = (await listCancellationRequests(database.db, { bookingId: booking.id }, TODAY)).items;
    expect(open).toMatchObject({ status: "pending", reason: "Family wedding", booking: { id: booking.id } });
    const declined = await decide(open!.id, "decline", "Please call us to change dates instead.");
    expect(declined).toMatchObject({
      status: "declined",
      admin_note: "Please call us to change dates instead.",
    });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("pending");
    const [email] = await mailOf(booking.customerEmail, "cancellation-declined");
    expect(email?.textBody).toContain("Please call us to change dates instead.");
    expect(await latestCancellationRequest(database.db, booking.id)).toMatchObject({
      status: "declined",
      note: "Please call us to change dates instead.",
    });

    const twice = await refusal(decide(open!.id, "approve"));
    expect(twice.status).toBe(409);
  });

  it("approve cancels the booking through the status change: its audit entry and the traveller's email", async () => {
    const booking = await createBookingRow(database.db, { travelDate: "2026-06-30", status: "confirmed" });
    await requestCancellation(database.db, { bookingId: booking.id, reason: "" }, options);
    const [open] = (
      await listCancellationRequests(database.db, { bookingId: booking.id, status: "pending" }, TODAY)
    ).items;
    const approved = await decide(open!.id, "approve");
    expect(approved).toMatchObject({
      status: "approved",
      booking: { status: "cancelled" },
      account: { cancellation: null },
    });
    const actions = (
      await database.db.select().from(auditLog).where(eq(auditLog.targetId, booking.reference))
    ).map((entry) => entry.action);
    expect(actions).toEqual(["booking.status_changed", "cancellation.approved"]);
    expect(await mailOf(booking.customerEmail, "booking-cancelled")).toHaveLength(1);

    const after = await refusal(
      requestCancellation(database.db, { bookingId: booking.id, reason: "" }, options),
    );
    expect(after).toMatchObject({ status: 409, message: "This booking is already cancelled." });
  });

  it("refuses a trip that has started and a request that does not exist", async () => {
    const booking = await createBookingRow(database.db, { travelDate: "2026-04-30" });
    const started = await refusal(
      requestCancellation(database.db, { bookingId: booking.id, reason: "" }, options),
    );
    expect(started.status).toBe(409);
    const missing = await refusal(decide("00000000-0000-4000-8000-000000000000", "decline"));
    expect(missing.status).toBe(404);
  });
});
