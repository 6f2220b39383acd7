import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../../../db/schema";
import { createDeparture } from "~/features/bookings/departures/departure-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { createDepartureRow } from "../../../../tests/factories/departure-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { costSheetInputSchema, packageCostSheetInputSchema } from "./cost-sheet-schema";
import {
  departureCostSheet,
  departuresToDecide,
  getDepartureCostLines,
  putDepartureCostLines,
  putPackageCostSheet,
} from "./cost-sheet-service.server";

const database = useTestDatabase();

const sheet = (lines: Record<string, unknown>[]) => costSheetInputSchema.parse({ lines });

describe("a departure's cost sheet as bookings arrive and one cancels (GST 5 %, no input credit)", () => {
  it("keeps margin, break-even and state exact to the paisa", async () => {
    const db = database.db;
    const tour = await createTourRow(db, { price: 20_000 });
    const departure = await createDepartureRow(db, { packageId: tour.id, seats: 12 });
    await putDepartureCostLines(
      db,
      tour.id,
      departure.id,
      sheet([
        { label: "Guide for the trip", basis: "per_departure", unit_cost: 30_000 },
        { label: "Inner line permit", basis: "per_traveller", unit_cost: "500" },
        { label: "Meals", basis: "per_traveller", unit_cost: 1000, quantity: 5, gst_percent: 5 },
      ]),
    );
    const read = () => departureCostSheet(db, 5, tour.id, departure.id);

    // nobody yet: costs are the fixed ones; break-even at the package's price net of GST
    // (₹19,047.62 a traveller against ₹5,750 each and ₹30,000 fixed: 3 travellers)
    expect(await read()).toMatchObject({
      travellers: 0,
      revenue_net: 0,
      costs_total: 30_000,
      costs_fixed: 30_000,
      cost_per_traveller: null,
      margin: -30_000,
      margin_percent: null,
      break_even_travellers: 3,
      seats_to_break_even: 3,
      state: "below_break_even",
      go_no_go_date: addDays(departure.departureDate, -21),
    });

    const on = { packageId: tour.id, packageTitle: tour.title, departureId: departure.id };
    const first = await createBookingRow(db, {
      ...on,
      numberOfTravelers: 2,
      pricePerPerson: 20_000,
      totalAmount: 40_000,
    });
    // ₹40,000 with 5 % GST inside: ₹38,095.24 taxable; costs ₹30,000 + 2 × (₹500 + ₹5,250)
    expect(await read()).toMatchObject({
      travellers: 2,
      revenue_net: 38_095.24,
      costs_total: 41_500,
      cost_per_traveller: 20_750,
      margin: -3_404.76,
      break_even_travellers: 3,
      seats_to_break_even: 1,
      state: "below_break_even",
    });

    // three more at a discount (₹57,000 in all, ₹54,285.71 taxable)
    await createBookingRow(db, {
      ...on,
      numberOfTravelers: 3,
      pricePerPerson: 19_000,
      totalAmount: 57_000,
      status: "confirmed",
    });
    expect(await read()).toMatchObject({
      travellers: 5,
      revenue_net: 92_380.95,
      costs_total: 58_750,
      margin: 33_630.95,
      margin_percent: 36.4,
      break_even_travellers: 3,
      seats_to_break_even: 0,
      state: "at_or_above",
    });

    // the first booking cancels; the agency kept its ₹10,000 deposit (₹9,523.81 taxable)
    await db
      .update(bookings)
      .set({ status: "cancelled", amountPaid: 10_000 })
      .where(eq(bookings.id, first.id));
    const after = await read();
    expect(after).toMatchObject({
      travellers: 3,
      revenue_net: 63_809.52,
      costs_total: 47_250,
      cost_per_traveller: 15_750,
      margin: 16_559.52,
      margin_percent: 26,
      break_even_travellers: 2,
      state: "at_or_above",
    });
    // at 18 % with input credit: ₹48,305.08 + ₹8,474.58 taxable, costs without their GST
    expect(after?.other_gst).toEqual({
      gst_rate_percent: 18,
      input_credit: true,
      revenue_net: 56_779.66,
      costs_total: 46_500,
      margin: 10_279.66,
      margin_percent: 18.1,
      // 2 would bring ₹8,474.58 + 2 × ₹16,101.69 against ₹41,000: 3
      break_even_travellers: 3,
    });
  });

  it("finds no break-even when even a full departure cannot cover its costs", async () => {
    const db = database.db;
    const tour = await createTourRow(db, { price: 10_500 });
    const departure = await createDepartureRow(db, { packageId: tour.id, seats: 4 });
    await putDepartureCostLines(
      db,
      tour.id,
      departure.id,
      sheet([{ label: "Charter", basis: "per_departure", unit_cost: 50_000 }]),
    );
    expect(await departureCostSheet(db, 5, tour.id, departure.id)).toMatchObject({
      break_even_travellers: null,
      seats_to_break_even: null,
      state: "below_break_even",
    });
  });
});

describe("rooms by sharing and vehicles by seats", () => {
  it("counts each booking's rooms at its sharing and the vehicles the travellers fill", async () => {
    const db = database.db;
    const tour = await createTourRow(db, { price: 30_000 });
    const departure = await createDepartureRow(db, { packageId: tour.id, seats: 20 });
    await putDepartureCostLines(
      db,
      tour.id,
      departure.id,
      sheet([
        { label: "Hotel in Kaza", basis: "per_room", unit_cost: 3000, quantity: 2, gst_percent: 12 },
        { label: "Tempo traveller", basis: "per_vehicle", unit_cost: 25_000, quantity: 4 },
      ]),
    );
    const on = { packageId: tour.id, packageTitle: tour.title, departureId: departure.id };
    // 4 in triple sharing: 2 rooms; 2 in double: 1; 3 in triple: 1; a cancelled one takes none
    await createBookingRow(db, { ...on, numberOfTravelers: 4, sharing: "triple", totalAmount: 120_000 });
    await createBookingRow(db, { ...on, numberOfTravelers: 2, sharing: "double", totalAmount: 70_000 });
    await createBookingRow(db, { ...on, numberOfTravelers: 3, sharing: "triple", totalAmount: 90_000 });
    await createBookingRow(db, { ...on, numberOfTravelers: 2, sharing: "double", status: "cancelled" });
    const result = await departureCostSheet(db, 5, tour.id, departure.id);
    expect(result).toMatchObject({ travellers: 9, rooms: 4 });
    // 4 rooms × 2 nights × ₹3,000 + 12 % GST; 9 travellers in 4-seat vehicles: 3
    expect(result?.lines.map((line) => [line.basis, line.units, line.cost])).toEqual([
      ["per_room", 8, 26_880],
      ["per_vehicle", 3, 75_000],
    ]);
    expect(result?.costs_total).toBe(101_880);
    expect(result?.costs_fixed).toBe(0);
  });
});

describe("the package's default sheet", () => {
  it("is copied by a new departure, with its decision lead", async () => {
    const db = database.db;
    const tour = await createTourRow(db);
    await putPackageCostSheet(
      db,
      tour.id,
      packageCostSheetInputSchema.parse({
        decision_lead_days: 30,
        lines: [
          {
            label: "Camp at Chandratal",
            basis: "per_traveller",
            unit_cost: 2500.5,
            quantity: 2,
            gst_percent: 12,
          },
          { label: "Driver's stay", basis: "per_departure", unit_cost: 4000 },
        ],
      }),
    );
    const date = addDays(todayInIndia(), 60);
    const created = await createDeparture(db, tour.id, { date, seats: 12, note: "", price: null });
    const lines = await getDepartureCostLines(db, tour.id, created.id);
    expect(lines?.lines).toEqual([
      expect.objectContaining({
        label: "Camp at Chandratal",
        unit_cost: 2500.5,
        quantity: 2,
        gst_percent: 12,
      }),
      expect.objectContaining({ label: "Driver's stay", unit_cost: 4000, quantity: 1, gst_percent: 0 }),
    ]);
    expect((await departureCostSheet(db, 5, tour.id, created.id))?.go_no_go_date).toBe(addDays(date, -30));
  });
});

describe("departures to decide (the Overview)", () => {
  it("lists those below break-even whose go/no-go date is within 14 days", async () => {
    const db = database.db;
    const today = todayInIndia();
    const tour = await createTourRow(db, { price: 10_000 });
    const soon = await createDepartureRow(db, { packageId: tour.id, departureDate: addDays(today, 30) });
    const later = await createDepartureRow(db, { packageId: tour.id, departureDate: addDays(today, 60) });
    const fixed = sheet([{ label: "Bus", basis: "per_departure", unit_cost: 40_000 }]);
    await putDepartureCostLines(db, tour.id, soon.id, fixed);
    await putDepartureCostLines(db, tour.id, later.id, fixed);
    const listed = (await departuresToDecide(db, 5, today)).map((row) => row.departure_id);
    expect(listed).toContain(soon.id);
    expect(listed).not.toContain(later.id);
  });
});
