import { describe, expect, it } from "vitest";
import { gearOrders } from "../../../db/schema";
import { createBookingRow } from "../../../tests/factories/booking-factory";
import { createEnquiryRow } from "../../../tests/factories/enquiry-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { loadOverview } from "./overview-service.server";

const database = useTestDatabase();

// Thursday 7 May 2026, 01:30 in India: still Wednesday 6 May in UTC
const NOW = new Date("2026-05-06T20:00:00Z");

describe("loadOverview", () => {
  it("counts days, Monday weeks and months in Asia/Kolkata", async () => {
    const { db } = database;
    await createEnquiryRow(db, { createdAt: new Date("2026-05-06T19:00:00Z") }); // 00:30 IST 7 May
    await createEnquiryRow(db, { createdAt: new Date("2026-05-06T18:00:00Z"), source: "chatbot" }); // 23:30 IST 6 May
    await createEnquiryRow(db, { createdAt: new Date("2026-05-03T18:29:00Z") }); // 23:59 IST Sunday 3 May
    await createEnquiryRow(db, { createdAt: new Date("2025-01-01T00:00:00Z") }); // outside the chart
    await createBookingRow(db, {
      bookingDate: new Date("2026-04-30T18:30:00Z"), // 00:00 IST 1 May
      pricePerPerson: 15_000,
      numberOfTravelers: 2,
      totalAmount: 30_000,
    });
    await createBookingRow(db, {
      bookingDate: new Date("2026-05-05T10:00:00Z"),
      status: "cancelled",
      totalAmount: 10_000,
    });
    await createBookingRow(db, {
      bookingDate: new Date("2026-04-30T18:00:00Z"), // 23:30 IST 30 April
      status: "confirmed",
      totalAmount: 99_000,
    });
    const order = (reference: string, status: "received" | "shipped") => ({
      reference,
      customerName: "Asha",
      customerEmail: "asha@example.com",
      address: "1 Road",
      city: "Delhi",
      zip: "110001",
      country: "India",
      paymentMethod: "upi" as const,
      subtotalPaise: 100,
      totalPaise: 100,
      status,
      requestHash: reference,
    });
    await db.insert(gearOrders).values([order("SO-TEST01", "received"), order("SO-TEST02", "shipped")]);

    const overview = await loadOverview(db, NOW);
    expect(overview).toMatchObject({
      today: "2026-05-07",
      weekStart: "2026-05-04",
      monthStart: "2026-05-01",
      chartStart: "2026-02-16",
      leadsToday: 1,
      leadsThisWeek: 2,
      pendingBookings: 1,
      bookingsThisMonth: 2,
      bookedValueThisMonth: 30_000,
      ordersToShip: 1,
    });
    expect(overview.weeks).toHaveLength(12);
    expect(overview.weeks.at(-1)).toEqual({
      weekStart: "2026-05-04",
      weekEnd: "2026-05-10",
      bookings: 1,
      leads: 2,
    });
    expect(overview.weeks.at(-2)).toEqual({
      weekStart: "2026-04-27",
      weekEnd: "2026-05-03",
      bookings: 2,
      leads: 1,
    });
    expect(overview.weeks.slice(0, -2).every((week) => week.bookings === 0 && week.leads === 0)).toBe(true);
    expect(overview.leadsBySource.slice(0, 2)).toEqual([
      { source: "website", leads: 2 },
      { source: "chatbot", leads: 1 },
    ]);
    expect(overview.leadsBySource).toHaveLength(6);
  });
});
