import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { createDepartureRow, createWaitlistRow } from "../../../../tests/factories/departure-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { dataKeysOf, newDataKeyText } from "~/lib/data-encryption.server";
import { parseConfig } from "~/lib/env.server";
import { travellersInputSchema } from "../travellers/traveller-schema";
import { saveTravellers } from "../travellers/traveller-service.server";
import { MANIFEST_COLUMNS, manifestWorkbook, PERMIT_COLUMNS } from "./manifest-excel.server";
import { departureManifest, freeTravelDates, manifestWithIdNumbers } from "./manifest-service.server";

const database = useTestDatabase();
const keys = dataKeysOf(parseConfig({ NODE_ENV: "test", DATA_ENCRYPTION_KEY: newDataKeyText() }));

const person = (full_name: string, overrides: Record<string, unknown> = {}) => ({
  full_name,
  date_of_birth: "1990-05-02",
  gender: "female",
  nationality: "IN",
  id_type: "aadhaar",
  id_number: "499118665246",
  emergency_contact_name: "Ravi Verma",
  emergency_contact_phone: "9876543210",
  ...overrides,
});

async function departureWithTwoBookings() {
  const tour = await createTourRow(database.db, {
    permitsIndian: [],
    permitsForeign: ["PAP"],
    permitDays: 3,
  });
  const departure = await createDepartureRow(database.db, {
    packageId: tour.id,
    departureDate: "2030-06-01",
  });
  const base = { packageId: tour.id, departureId: departure.id, travelDate: "2030-06-01" };
  const first = await createBookingRow(database.db, {
    ...base,
    numberOfTravelers: 3,
    sharing: "double",
    pricePerPerson: 20_000,
    totalAmount: 60_000,
    amountPaid: 18_000,
    bookingDate: new Date("2030-01-01T06:00:00Z"),
  });
  const second = await createBookingRow(database.db, {
    ...base,
    numberOfTravelers: 2,
    sharing: "triple",
    status: "confirmed",
    pricePerPerson: 19_000,
    totalAmount: 38_000,
    amountPaid: 38_000,
    bookingDate: new Date("2030-01-02T06:00:00Z"),
  });
  await createBookingRow(database.db, { ...base, status: "cancelled", numberOfTravelers: 4 });
  await createWaitlistRow(database.db, departure.id, { name: "Waiting Person" } as never);
  await saveTravellers(
    database.db,
    keys,
    first.id,
    travellersInputSchema.parse({
      travellers: [
        person("Asha Verma", { diet: "Vegetarian" }),
        person("Marie Dubois", {
          nationality: "FR",
          id_type: "passport",
          id_number: "19AB12345",
          passport_expiry: "2035-01-01",
          gender: "female",
          medical_notes: "Asthma",
        }),
        person("Kiran Verma", { gender: "male", date_of_birth: "2015-08-10", id_number: "234123412346" }),
      ],
      // a child's details come from the parent or guardian who booked (issue 40, DPDP)
      guardian_confirmed: true,
    }),
    "2030-01-05",
  );
  await saveTravellers(
    database.db,
    keys,
    second.id,
    travellersInputSchema.parse({ travellers: [person("Neha Rao")] }),
    "2030-01-05",
  );
  return { tour, departure, first, second };
}

describe("the departure manifest", () => {
  it("lists the travellers of pending and confirmed bookings with rooms, permits, paid and balance", async () => {
    const { tour, departure, first, second } = await departureWithTwoBookings();
    const manifest = await departureManifest(database.db, tour.id, "2030-06-01");
    expect(manifest).toMatchObject({ departure_id: departure.id, totals: { travellers: 5, rooms: 3 } });
    expect(
      manifest!.travellers.map((t) => [
        t.booking_reference,
        t.full_name,
        t.age,
        t.id_number,
        t.permit_status,
        t.room,
      ]),
    ).toEqual([
      [first.reference, "Asha Verma", 40, "••••5246", "not_needed", "Room 1"],
      [first.reference, "Marie Dubois", 40, "••••2345", "needed", "Room 1"],
      [first.reference, "Kiran Verma", 14, "••••2346", "not_needed", "Room 2"],
      [second.reference, "Neha Rao", 40, "••••5246", "not_needed", "Room 3"],
      [second.reference, "Traveller 2 (details not given)", null, "", null, "Room 3"],
    ]);
    expect(manifest!.travellers[1]).toMatchObject({ permit_needed: ["PAP"], medical_notes: "Asthma" });
    expect(manifest!.bookings.map((b) => [b.reference, b.paid, b.balance, b.details_complete])).toEqual([
      [first.reference, 18_000, 42_000, true],
      [second.reference, 38_000, 0, false],
    ]);
    expect(JSON.stringify(manifest)).not.toContain("Waiting Person");
  });

  it("is an Excel file with the same rows in words, ID numbers masked, and a Total row of sums", async () => {
    const { tour, first } = await departureWithTwoBookings();
    const manifest = await departureManifest(database.db, tour.id, "2030-06-01");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await manifestWorkbook(manifest!)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Travellers")!;
    expect(sheet.getRow(2).values).toEqual([undefined, ...MANIFEST_COLUMNS]);
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      first.reference,
      2,
      "Marie Dubois",
      40,
      "Female",
      "France",
      "Passport",
      "••••2345",
      "PAP",
      "Needed",
      "",
      "Asthma",
      "Ravi Verma, +91 98765 43210",
      "Room 1",
    ]);
    expect(sheet.getRow(6).getCell(6).value).toBe("India");
    expect(sheet.getRow(6).getCell(7).value).toBe("Aadhaar");
    expect(sheet.rowCount).toBe(2 + 5);
    const money = book.getWorksheet("Bookings")!;
    expect(money.getRow(3).values).toEqual([
      undefined,
      first.reference,
      "Pending",
      first.customerName,
      "+91 98765 43210",
      3,
      "Double sharing",
      60_000,
      18_000,
      42_000,
    ]);
    expect([2, 6].map((c) => money.getRow(4).getCell(c).value)).toEqual(["Confirmed", "Triple sharing"]);
    // the Total row adds up each column of numbers: travellers, total, paid and balance
    const total = money.getRow(5);
    expect(total.getCell(1).value).toBe("Total");
    expect([5, 7, 8, 9].map((c) => total.getCell(c).value)).toEqual([
      { formula: "SUM(E3:E4)", result: 5 },
      { formula: "SUM(G3:G4)", result: 98_000 },
      { formula: "SUM(H3:H4)", result: 56_000 },
      { formula: "SUM(I3:I4)", result: 42_000 },
    ]);
    expect(manifest!.totals).toMatchObject({
      travellers: 5,
      total_amount: 98_000,
      paid: 56_000,
      balance: 42_000,
    });
    const everything = JSON.stringify(sheet.getSheetValues());
    expect(everything).not.toContain("499118665246");
    expect(everything).not.toContain("19AB12345");
  });

  it("for permit applications carries each ID number in full, date of birth and passport expiry", async () => {
    const { tour, first } = await departureWithTwoBookings();
    const everyday = await departureManifest(database.db, tour.id, "2030-06-01");
    expect(everyday!.travellers.map((t) => [t.date_of_birth, t.passport_expiry])).toEqual(
      Array.from({ length: 5 }, () => [null, null]),
    );
    const manifest = await manifestWithIdNumbers(database.db, keys, tour.id, "2030-06-01");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await manifestWorkbook(manifest!, { forPermits: true })) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Travellers")!;
    const header = sheet.getRow(2).values as unknown[];
    expect(header.slice(7, 12)).toEqual(["ID", "ID number", ...PERMIT_COLUMNS, "Permit"]);
    const rowOf = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1, 11);
    expect(rowOf(4)).toEqual([
      first.reference,
      2,
      "Marie Dubois",
      40,
      "Female",
      "France",
      "Passport",
      "19AB12345",
      "2 May 1990",
      "1 January 2035",
    ]);
    // an Aadhaar has no expiry; a traveller not given yet has neither
    expect(rowOf(3).slice(7, 10)).toEqual(["499118665246", "2 May 1990", ""]);
    expect(rowOf(7).slice(7, 10)).toEqual(["", "", ""]);
  });

  it("has a date for each travel date of a package sold without departures", async () => {
    const tour = await createTourRow(database.db);
    await createBookingRow(database.db, { packageId: tour.id, travelDate: "2030-09-01" });
    await createBookingRow(database.db, { packageId: tour.id, travelDate: "2030-08-01" });
    await createBookingRow(database.db, {
      packageId: tour.id,
      travelDate: "2030-07-01",
      status: "cancelled",
    });
    expect(await freeTravelDates(database.db, tour.id, "2030-06-01")).toEqual(["2030-08-01", "2030-09-01"]);
    const manifest = await departureManifest(database.db, tour.id, "2030-08-01");
    expect(manifest).toMatchObject({ departure_id: null, totals: { travellers: 2, rooms: 1 } });
  });
});
