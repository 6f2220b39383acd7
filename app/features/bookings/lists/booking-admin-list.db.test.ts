import { describe, expect, it } from "vitest";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { listBookingsForExport, listBookingsPage } from "./booking-admin-list.server";
import { BOOKING_PAGE_SIZE, bookingAdminQuerySchema } from "./booking-admin-query";

const database = useTestDatabase();

const query = (params: Record<string, string>) => bookingAdminQuerySchema.parse(params);

describe("the admin's booking list", () => {
  it("filters by status, travel month, booking day in India and search; pages on the server", async () => {
    const { db } = database;
    const may = await createBookingRow(db, {
      travelDate: "2031-05-31",
      status: "confirmed",
      customerName: "Meera Unique-Filter",
      bookingDate: new Date("2026-03-09T18:30:00Z"), // 00:00 IST 10 March
    });
    await createBookingRow(db, { travelDate: "2031-06-01", bookingDate: new Date("2026-03-09T18:29:00Z") });
    for (let i = 0; i < BOOKING_PAGE_SIZE + 3; i++) await createBookingRow(db, { travelDate: "2031-07-01" });

    const byMonth = await listBookingsPage(db, query({ travel_month: "2031-05", status: "" }));
    expect(byMonth.data.map((b) => b.id)).toEqual([may.id]);
    expect(
      (await listBookingsPage(db, query({ status: "confirmed", q: "unique-filter" }))).data,
    ).toHaveLength(1);
    expect((await listBookingsPage(db, query({ q: may.reference.toLowerCase() }))).data).toHaveLength(1);
    const day = await listBookingsPage(db, query({ from: "2026-03-10", to: "2026-03-10" }));
    expect(day.data.map((b) => b.id)).toEqual([may.id]);

    const july = { travel_month: "2031-07" };
    const first = await listBookingsPage(db, query(july));
    expect(first.pagination).toEqual({
      page: 1,
      pages: 2,
      total: BOOKING_PAGE_SIZE + 3,
      limit: BOOKING_PAGE_SIZE,
    });
    expect(first.data).toHaveLength(BOOKING_PAGE_SIZE);
    const dates = first.data.map((b) => b.booking_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await listBookingsPage(db, query({ ...july, page: "2" }))).data).toHaveLength(3);
    expect(await listBookingsForExport(db, query(july))).toHaveLength(BOOKING_PAGE_SIZE + 3);
  });

  it("reads an empty form field as no filter and refuses nonsense", () => {
    expect(query({ status: "", travel_month: "", from: "", q: "", page: "" })).toEqual({ page: 1 });
    for (const bad of [
      { status: "lost" },
      { travel_month: "2031-13" },
      { from: "2026-02-30" },
      { page: "0" },
    ]) {
      expect(bookingAdminQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
