import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  bookingTravellers,
  bookings,
  outboxEmails,
  travellerDetailReminders,
} from "../../../../db/schema/index";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { runRetention } from "~/features/people/retention-service.server";
import { dataKeysOf, newDataKeyText } from "~/lib/data-encryption.server";
import { parseConfig } from "~/lib/env.server";
import { bookingPagePath } from "~/features/bookings/lookup/booking-link-service.server";
import { unsealedEmail } from "~/features/notifications/outbox/outbox-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { travellersInputSchema } from "./traveller-schema";
import {
  listTravellersForAdmin,
  permitFileOf,
  reencryptTravellerData,
  revealIdNumber,
  saveTravellers,
  travellerBookingOf,
  travellersAnswerOf,
  updatePermit,
} from "./traveller-service.server";
import { travellerPermitsOf } from "./traveller-permits.server";
import { sendTravellerDetailReminders } from "./traveller-reminder-service.server";

const database = useTestDatabase();
const config = parseConfig({ NODE_ENV: "test", DATA_ENCRYPTION_KEY: newDataKeyText() });
const keys = dataKeysOf(config);
const agency: AgencyContact = agencyContactOf(config);

/** Valid Aadhaar numbers (Verhoeff check digit right) nobody holds. */
const AADHAAR = "499118665246";
const AADHAAR_2 = "234123412346";

const traveller = (overrides: Record<string, unknown> = {}) => ({
  full_name: "Asha Verma",
  date_of_birth: "1990-05-02",
  gender: "female",
  nationality: "IN",
  id_type: "aadhaar",
  id_number: AADHAAR,
  emergency_contact_name: "Ravi Verma",
  emergency_contact_phone: "+91 98765 43210",
  diet: "Vegetarian",
  medical_notes: "Mild asthma",
  ...overrides,
});

const parse = (...travellers: Record<string, unknown>[]) => travellersInputSchema.parse({ travellers });

describe("the travellers' schema", () => {
  it("refuses an Aadhaar number with a wrong check digit, with a message at its path", () => {
    const result = travellersInputSchema.safeParse({
      travellers: [traveller(), traveller({ id_number: "499118665245" })],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(["travellers.1.id_number"]);
    expect(result.error!.issues[0]!.message).toMatch(/not a valid Aadhaar/);
    expect(
      travellersInputSchema.safeParse({ travellers: [traveller({ id_number: "4991 1866 5246" })] }).success,
    ).toBe(true);
  });

  it("asks foreign nationals for their passport and its expiry", () => {
    const result = travellersInputSchema.safeParse({
      travellers: [
        traveller({ nationality: "FR", id_type: "aadhaar" }),
        traveller({ nationality: "FR", id_type: "passport", id_number: "19AB12345" }),
      ],
    });
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(["travellers.0.id_type", "travellers.1.passport_expiry"]);
    expect(travellersInputSchema.safeParse({ travellers: [traveller({ nationality: "XX" })] }).success).toBe(
      false,
    );
  });

  it("asks a passport's expiry of every passport, Indian too, and ignores one sent with another ID", () => {
    const indianPassport = traveller({ id_type: "passport", id_number: "K1234567" });
    const refused = travellersInputSchema.safeParse({ travellers: [indianPassport] });
    expect(refused.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["travellers.0.passport_expiry", "Please enter the passport's expiry date"],
    ]);
    expect(parse({ ...indianPassport, passport_expiry: "2034-07-01" }).travellers[0]!.passport_expiry).toBe(
      "2034-07-01",
    );
    // the hidden field of a form that switched from passport to Aadhaar: ignored, stored as null
    expect(parse(traveller({ passport_expiry: "2034-07-01" })).travellers[0]!.passport_expiry).toBeNull();
  });
});

/** A raw query's rows: both drivers answer `{ rows }`. */
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

/** Every text, varchar, array and jsonb column of every table, read as text. */
async function everyTextValue(): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`),
  );
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const found = await rowsOf<{ v: string | null }>(
      database.db.execute(sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)}`),
    );
    for (const row of found) if (row.v) values.push(row.v);
  }
  return values;
}

describe("saving travellers", () => {
  it("keeps ID numbers only encrypted: no column of any table holds one in clear", async () => {
    const booking = await createBookingRow(database.db, { numberOfTravelers: 2 });
    const answer = await saveTravellers(
      database.db,
      keys,
      booking.id,
      parse(traveller(), traveller({ full_name: "Kiran Verma", id_number: AADHAAR_2 })),
    );
    expect(answer.travellers.map((t) => t.id_number)).toEqual(["••••5246", "••••2346"]);
    expect(answer.complete).toBe(true);
    const values = await everyTextValue();
    expect(values.length).toBeGreaterThan(10);
    for (const value of values) {
      expect(value).not.toContain(AADHAAR);
      expect(value).not.toContain(AADHAAR_2);
    }
    const [row] = await database.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, booking.id));
    expect(row?.idNumberEncrypted).toMatch(/^v1\.[0-9a-f]{8}\./);
  });

  it("stores no passport expiry for a traveller with another ID, whatever was sent", async () => {
    const booking = await createBookingRow(database.db, { numberOfTravelers: 2 });
    await saveTravellers(
      database.db,
      keys,
      booking.id,
      parse(
        traveller({ passport_expiry: "2034-07-01" }),
        traveller({ id_type: "passport", id_number: "K1234567", passport_expiry: "2034-07-01" }),
      ),
    );
    const rows = await database.db
      .select({ idType: bookingTravellers.idType, expiry: bookingTravellers.passportExpiry })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, booking.id))
      .orderBy(bookingTravellers.position);
    expect(rows).toEqual([
      { idType: "aadhaar", expiry: null },
      { idType: "passport", expiry: "2034-07-01" },
    ]);
  });

  it("keeps a stored number sent back masked, and refuses more travellers than booked", async () => {
    const booking = await createBookingRow(database.db, { numberOfTravelers: 1 });
    await saveTravellers(database.db, keys, booking.id, parse(traveller()));
    const again = await saveTravellers(
      database.db,
      keys,
      booking.id,
      parse(traveller({ id_number: "••••5246", diet: "Jain" })),
    );
    expect(again.travellers[0]).toMatchObject({ id_number: "••••5246", diet: "Jain" });
    const [row] = await database.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, booking.id));
    expect(await revealIdNumber(database.db, keys, booking.id, row!.id)).toBe(AADHAAR);
    await expect(
      saveTravellers(database.db, keys, booking.id, parse(traveller({ id_number: "••••9999" }))),
    ).rejects.toMatchObject({ errors: { "travellers.0.id_number": expect.any(String) } });
    await expect(
      saveTravellers(database.db, keys, booking.id, parse(traveller(), traveller())),
    ).rejects.toMatchObject({
      errors: { travellers: "This booking is for 1 traveller: please list no more" },
    });
  });

  it("shows staff the number masked, and writes every reveal to the audit log without the number", async () => {
    const booking = await createBookingRow(database.db, { numberOfTravelers: 1 });
    await saveTravellers(database.db, keys, booking.id, parse(traveller()));
    const listed = await listTravellersForAdmin(database.db, booking.id);
    const id = listed!.travellers[0]!.id;
    expect(listed!.travellers[0]).toMatchObject({ id_number: "••••5246", age: 39 });
    expect(await revealIdNumber(database.db, keys, booking.id, id)).toBe(AADHAAR);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((e) => e.action)).toEqual(["traveller.id_revealed"]);
    expect(JSON.stringify(entries)).not.toContain(AADHAAR);
  });

  it("re-encrypts under a new key what the previous key wrote", async () => {
    const booking = await createBookingRow(database.db, { numberOfTravelers: 1 });
    await saveTravellers(database.db, keys, booking.id, parse(traveller()));
    const rotated = dataKeysOf(
      parseConfig({
        NODE_ENV: "test",
        DATA_ENCRYPTION_KEY: newDataKeyText(),
        DATA_ENCRYPTION_KEY_PREVIOUS: config.DATA_ENCRYPTION_KEY,
      }),
    );
    expect(await reencryptTravellerData(database.db, rotated)).toBeGreaterThanOrEqual(1);
    expect(await reencryptTravellerData(database.db, rotated)).toBe(0);
    const [row] = await database.db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, booking.id));
    expect(row!.idNumberEncrypted!.split(".")[1]).toBe(rotated.current.id);
    expect(await revealIdNumber(database.db, rotated, booking.id, row!.id)).toBe(AADHAAR);
  });
});

describe("permits and warnings", () => {
  it("need a permit by nationality, and warn when departure is closer than the days to obtain it", async () => {
    const tour = await createTourRow(database.db, {
      permitsIndian: ["ILP"],
      permitsForeign: ["RAP", "PAP"],
      permitDays: 10,
      duration: "7 Days 6 Nights",
      durationDays: 7,
    });
    const today = todayInIndia();
    const soon = await createBookingRow(database.db, {
      packageId: tour.id,
      numberOfTravelers: 2,
      travelDate: addDays(today, 5),
    });
    const foreigner = traveller({
      full_name: "Marie Dubois",
      nationality: "FR",
      id_type: "passport",
      id_number: "19AB12345",
      passport_expiry: addDays(today, 60),
    });
    const answer = await saveTravellers(database.db, keys, soon.id, parse(traveller(), foreigner), today);
    const listed = await listTravellersForAdmin(database.db, soon.id, today);
    expect(listed!.travellers.map((t) => [t.permit_needed, t.permit_status])).toEqual([
      [["ILP"], "needed"],
      [["RAP", "PAP"], "needed"],
    ]);
    expect(answer.warnings.map((w) => w.path)).toEqual([
      "travellers.0.nationality",
      "travellers.1.passport_expiry",
      "travellers.1.nationality",
    ]);
    expect(answer.warnings[2]!.message).toContain("Foreign nationals need the Restricted Area Permit (RAP)");
    expect(answer.warnings[2]!.message).toContain("may not be ready");

    // far enough ahead, and a passport valid long after the return: nothing to warn about
    const later = await createBookingRow(database.db, { packageId: tour.id, travelDate: addDays(today, 60) });
    const fine = await saveTravellers(
      database.db,
      keys,
      later.id,
      parse(traveller({ ...foreigner, passport_expiry: addDays(today, 60 + 7 + 190) })),
      today,
    );
    expect(fine.warnings).toEqual([]);
  });

  it("needs none for Indian citizens in Ladakh", async () => {
    const tour = await createTourRow(database.db, {
      permitsIndian: [],
      permitsForeign: ["PAP"],
      permitDays: 3,
    });
    const booking = await createBookingRow(database.db, { packageId: tour.id, numberOfTravelers: 1 });
    await saveTravellers(database.db, keys, booking.id, parse(traveller()));
    const trip = await travellerBookingOf(database.db, booking.id);
    const answer = await travellersAnswerOf(database.db, trip!);
    expect(answer.permits).toEqual({ indian: [], foreign: ["PAP"], days_to_obtain: 3, group_rule: "" });
    const listed = await listTravellersForAdmin(database.db, booking.id);
    expect(listed!.travellers[0]!.permit_status).toBe("not_needed");
  });
});

describe("a permit issued", () => {
  it("emails the customer once, with the booking page's link, and opens its file to that booking only", async () => {
    const tour = await createTourRow(database.db, { permitsIndian: ["ILP"], permitDays: 10 });
    const booking = await createBookingRow(database.db, {
      packageId: tour.id,
      travelDate: addDays(todayInIndia(), 40),
    });
    const other = await createBookingRow(database.db, { packageId: tour.id });
    await saveTravellers(database.db, keys, booking.id, parse(traveller()));
    const [asha] = (await listTravellersForAdmin(database.db, booking.id))!.travellers;
    const mails = () =>
      database.db
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.toAddress, booking.customerEmail), eq(outboxEmails.event, "permit-issued")),
        );
    const file = { data: new TextEncoder().encode("%PDF-1.4 permit"), contentType: "application/pdf" };

    await updatePermit(database.db, keys, booking.id, asha!.id, { permit_status: "applied", file }, agency);
    expect(await mails()).toEqual([]);
    expect(await permitFileOf(database.db, keys, booking.id, asha!.id, { issuedOnly: true })).toBeNull();
    expect(await travellerPermitsOf(database.db, booking.id)).toEqual([
      { id: asha!.id, full_name: "Asha Verma", permit_status: "applied", downloadable: false },
    ]);

    await updatePermit(database.db, keys, booking.id, asha!.id, { permit_status: "issued" }, agency);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Permit issued for Asha Verma – ${booking.reference} – ${agency.name}`);
    const page = await bookingPagePath(database.db, booking.id);
    expect(unsealedEmail(mail!).textBody).toContain(page);
    // the stored copy staff may read holds no token
    expect(mail!.textBody).not.toContain(page);
    expect(await travellerPermitsOf(database.db, booking.id)).toMatchObject([{ downloadable: true }]);
    const issued = await permitFileOf(database.db, keys, booking.id, asha!.id, { issuedOnly: true });
    expect(new TextDecoder().decode(issued!.data)).toBe("%PDF-1.4 permit");
    expect(await permitFileOf(database.db, keys, other.id, asha!.id, { issuedOnly: true })).toBeNull();

    // saved as issued again (a new file, say): no second email
    await updatePermit(database.db, keys, booking.id, asha!.id, { permit_status: "issued", file }, agency);
    expect(await mails()).toHaveLength(1);
  });
});

describe("retention", () => {
  it("deletes ID numbers the configured days after the return date, keeping the rest", async () => {
    // the return date counts the package's days, never its text ("1 week" would read as 1 day)
    const tour = await createTourRow(database.db, { duration: "1 week in the hills", durationDays: 7 });
    const booking = await createBookingRow(database.db, {
      packageId: tour.id,
      numberOfTravelers: 1,
      travelDate: "2026-01-01",
    });
    await saveTravellers(database.db, keys, booking.id, parse(traveller()), "2025-12-01");
    // returned 7 January; kept 30 days: still there on 6 February, gone on 7 February
    const policy = { enquiryMonths: 24, outboxBodyDays: 90, travellerIdDays: 30 };
    await runRetention(database.db, policy, new Date("2026-02-06T06:00:00Z"));
    const before = await listTravellersForAdmin(database.db, booking.id);
    expect(before!.travellers[0]!.id_number).toBe("••••5246");
    const run = await runRetention(database.db, policy, new Date("2026-02-07T06:00:00Z"));
    expect(run.travellerIds).toBeGreaterThanOrEqual(1);
    const after = await listTravellersForAdmin(database.db, booking.id);
    expect(after!.travellers[0]).toMatchObject({
      id_number: "",
      id_number_purged: true,
      full_name: "Asha Verma",
    });
    await expect(
      revealIdNumber(database.db, keys, booking.id, after!.travellers[0]!.id),
    ).rejects.toMatchObject({
      kind: "conflict",
    });
  });
});

describe("reminders to send the travellers' details", () => {
  it("go out once at each step until the details are in, never for a cancelled booking", async () => {
    const tour = await createTourRow(database.db, { travellerDetailsDueDays: 15 });
    // travels 1 July: due 16 June
    const booking = await createBookingRow(database.db, {
      packageId: tour.id,
      numberOfTravelers: 2,
      travelDate: "2030-07-01",
      bookingDate: new Date("2030-05-01T06:00:00Z"),
    });
    const cancelled = await createBookingRow(database.db, {
      packageId: tour.id,
      travelDate: "2030-07-01",
      status: "cancelled",
      bookingDate: new Date("2030-05-01T06:00:00Z"),
    });
    const noon = (day: string) => new Date(`${day}T06:30:00Z`);
    for (const day of ["2030-06-08", "2030-06-09", "2030-06-10"]) {
      await Promise.all([
        sendTravellerDetailReminders(database.db, agency, noon(day)),
        sendTravellerDetailReminders(database.db, agency, noon(day)),
      ]);
    }
    const steps = async (id: string) =>
      (
        await database.db
          .select()
          .from(travellerDetailReminders)
          .where(eq(travellerDetailReminders.bookingId, id))
      ).map((r) => r.step);
    expect(await steps(booking.id)).toEqual(["before-7"]);
    expect(await steps(cancelled.id)).toEqual([]);
    const mails = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, booking.customerEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("travellers' details");
    // once both travellers are given, nothing more
    await saveTravellers(
      database.db,
      keys,
      booking.id,
      parse(traveller(), traveller({ id_number: AADHAAR_2 })),
    );
    await sendTravellerDetailReminders(database.db, agency, noon("2030-06-13"));
    expect(await steps(booking.id)).toEqual(["before-7"]);
    await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
  });
});
