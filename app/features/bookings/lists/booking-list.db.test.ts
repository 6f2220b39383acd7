import { describe, expect, it } from "vitest";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { screenPageOf } from "~/lib/list-query";
import { BOOKING_PAGE_SIZE, bookingAdminQuerySchema } from "./booking-admin-query";
import { countBookings, eachBookingBatch, listBookings } from "./booking-list.server";

const database = useTestDatabase();

const query = (params: Record<string, string>) => bookingAdminQuerySchema.parse(params);
const screen = (params: Record<string, string>) => {
  const parsed = query(params);
  return { ...parsed, ...screenPageOf(parsed, BOOKING_PAGE_SIZE) };
};

describe("the bookings list (API, screen and export)", () => {
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

    const byMonth = await listBookings(db, screen({ travel_month: "2031-05", status: "" }));
    expect(byMonth.items.map((b) => b.id)).toEqual([may.id]);
    expect((await listBookings(db, screen({ status: "confirmed", q: "unique-filter" }))).items).toHaveLength(
      1,
    );
    expect((await listBookings(db, screen({ q: may.reference.toLowerCase() }))).items).toHaveLength(1);
    const day = await listBookings(db, screen({ from: "2026-03-10", to: "2026-03-10" }));
    expect(day.items.map((b) => b.id)).toEqual([may.id]);

    const july = { travel_month: "2031-07" };
    expect(await countBookings(db, query(july))).toEqual({ count: BOOKING_PAGE_SIZE + 3, capped: false });
    const first = await listBookings(db, screen(july));
    expect(first.items).toHaveLength(BOOKING_PAGE_SIZE);
    const dates = first.items.map((b) => b.booking_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await listBookings(db, screen({ ...july, page: "2" }))).items).toHaveLength(3);
  });

  it("goes page after page by cursor: other rows each time, none twice, no next after the last", async () => {
    const { db } = database;
    const name = `Pager ${Date.now()}`;
    // three bookings in the same microsecond: the id keeps them in order across a page break
    const at = new Date("2027-01-01T00:00:00.000Z");
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(await createBookingRow(db, { customerName: name, ...(i < 3 ? { bookingDate: at } : {}) }));
    }
    const filter = { q: name };
    const seen: string[] = [];
    let page = await listBookings(db, { ...filter, limit: 2 });
    let pages = 1;
    while (page.next) {
      seen.push(...page.items.map((b) => b.id));
      page = await listBookings(db, { ...filter, limit: 2, cursor: page.next });
      pages += 1;
    }
    seen.push(...page.items.map((b) => b.id));
    expect(pages).toBe(4);
    expect(page.items).toHaveLength(1);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual(made.map((b) => b.id).sort());
  });

  it("finds a booking by name, email, reference and phone in any format", async () => {
    const { db } = database;
    const booking = await createBookingRow(db, {
      customerName: "Zoravar Trigramson",
      customerEmail: "zoravar.t@example.org",
      customerPhone: "+91 91234 56789",
    });
    const other = await createBookingRow(db, { customerPhone: "9988776655" });
    const found = async (q: string) => (await listBookings(db, { q, limit: 50 })).items.map((b) => b.id);
    for (const q of [
      "trigramson",
      "ZORAVAR.T@EXAMPLE",
      booking.reference,
      booking.reference.toLowerCase(),
      "+91 91234 56789",
      "09123456789",
      "9123456789",
      "91234-56789",
      "(912) 345 6789",
      "34567",
    ]) {
      expect(await found(q), q).toEqual([booking.id]);
    }
    expect(await found("887766")).toContain(other.id);
    expect(await found("887766")).not.toContain(booking.id);
  });

  it("exports every matching row, in batches, however many", async () => {
    const { db } = database;
    const name = `Exporter ${Date.now()}`;
    for (let i = 0; i < 12; i++) await createBookingRow(db, { customerName: name });
    const batches: number[] = [];
    const ids = new Set<string>();
    for await (const batch of eachBookingBatch(db, { q: name }, 5)) {
      batches.push(batch.length);
      for (const b of batch) ids.add(b.id);
    }
    expect(batches).toEqual([5, 5, 2]);
    expect(ids.size).toBe(12);
  });

  it("reads an empty form field as no filter and refuses nonsense", () => {
    expect(query({ status: "", travel_month: "", from: "", q: "", page: "", cursor: "" })).toEqual({
      page: 1,
    });
    for (const bad of [
      { status: "lost" },
      { travel_month: "2031-13" },
      { from: "2026-02-30" },
      { page: "0" },
      { cursor: "not-a-cursor" },
    ]) {
      expect(bookingAdminQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
