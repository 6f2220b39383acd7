import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../../../../db/schema/index";
import { unsealedEmail } from "~/features/notifications/outbox/outbox-service.server";
import type { Db } from "../../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { bookingLinkToken, bookingPagePath, verifyBookingLinkToken } from "./booking-link-service.server";
import { bookingLookupSchema } from "./booking-lookup-schema";
import {
  bookingViewByToken,
  emailFreshBookingLink,
  findBookingForVisitor,
} from "./booking-lookup-service.server";

const database = useTestDatabase();

const lookup = (reference: string, contact: string) =>
  findBookingForVisitor(database.db, bookingLookupSchema.parse({ reference, contact }), "2026-05-01");

describe("findBookingForVisitor", () => {
  it("finds the booking by its reference and its email in any case, or its phone in any spelling", async () => {
    const booking = await createBookingRow(database.db, {
      customerEmail: "asha.verma@example.com",
      customerPhone: "+919876501234",
      travelDate: "2026-06-30",
      totalAmount: 40_000,
    });
    const code = booking.reference.slice(3);
    for (const [reference, contact] of [
      [booking.reference, "asha.verma@example.com"],
      [booking.reference.toLowerCase(), "  Asha.Verma@Example.COM "],
      [code, "98765 01234"],
      [`sf ${code.toLowerCase()}`, "+91 98765-01234"],
      [booking.reference, "098765 01234"],
    ] as const) {
      const view = await lookup(reference, contact);
      expect(view, `${reference} / ${contact}`).toMatchObject({
        reference: booking.reference,
        status: "pending",
        total_amount: 40_000,
        account: { paid: 0, balance: 40_000, next_due: { amount: 12_000 } },
        cancellation_request: null,
      });
    }
  });

  it("finds nothing when either half is wrong", async () => {
    const booking = await createBookingRow(database.db, {
      customerEmail: "ravi@example.com",
      customerPhone: "9876512345",
    });
    const other = await createBookingRow(database.db, { customerEmail: "meera@example.com" });
    expect(await lookup(booking.reference, "meera@example.com")).toBeNull();
    expect(await lookup(other.reference, "ravi@example.com")).toBeNull();
    expect(await lookup(booking.reference, "9876512340")).toBeNull();
    expect(await lookup("SF-2222ZZ", "ravi@example.com")).toBeNull();
  });

  it("refuses what cannot be a reference or a contact before looking", () => {
    expect(bookingLookupSchema.safeParse({ reference: "hello", contact: "x@example.com" }).success).toBe(
      false,
    );
    expect(bookingLookupSchema.safeParse({ reference: "SF-7K3M9Q", contact: "12345" }).success).toBe(false);
    expect(bookingLookupSchema.safeParse({ reference: "SF-7K3M9Q", contact: "" }).success).toBe(false);
  });
});

describe("the signed link", () => {
  it("opens its own booking only; a changed id or signature opens nothing", async () => {
    const booking = await createBookingRow(database.db);
    const other = await createBookingRow(database.db);
    const token = await bookingLinkToken(database.db, booking.id);
    expect(await bookingPagePath(database.db, booking.id)).toBe(`/booking/${token}`);
    expect(await verifyBookingLinkToken(database.db, token)).toEqual({
      bookingId: booking.id,
      expiresOn: null,
    });
    expect(await bookingViewByToken(database.db, token)).toMatchObject({ reference: booking.reference });

    const [, signature] = token.split(".");
    const flipped = signature!.startsWith("A") ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    for (const forged of [
      `${other.id}.${signature}`,
      `${booking.id}.${flipped}`,
      booking.id,
      `${token}x`,
      "",
    ]) {
      expect(await verifyBookingLinkToken(database.db, forged), forged).toBeNull();
    }
    // the same secret every time: a link in an old email keeps working
    expect(await bookingLinkToken(database.db, booking.id)).toBe(token);
  });

  // issue 22: a link does not open its booking for ever
  it("expires 30 days after the travel date; the booking is still found by reference and contact", async () => {
    const booking = await createBookingRow(database.db, {
      travelDate: "2026-01-10",
      customerEmail: "late.traveller@example.com",
    });
    const token = await bookingLinkToken(database.db, booking.id);
    expect(await bookingViewByToken(database.db, token, "2026-02-09")).toMatchObject({
      reference: booking.reference,
    });
    expect(await bookingViewByToken(database.db, token, "2026-02-10")).toBe("expired");
    const found = await findBookingForVisitor(
      database.db,
      bookingLookupSchema.parse({ reference: booking.reference, contact: "late.traveller@example.com" }),
      "2026-06-01",
    );
    expect(found).toMatchObject({ reference: booking.reference });
  });

  it("the lookup's page is a fresh link: good for 30 days from the day asked, its last day signed into it", async () => {
    const booking = await createBookingRow(database.db, {
      travelDate: "2026-01-10",
      customerEmail: "late.traveller@example.com",
    });
    const input = bookingLookupSchema.parse({
      reference: booking.reference,
      contact: "late.traveller@example.com",
    });
    const found = await findBookingForVisitor(database.db, input, "2026-06-01");
    const fresh = found!.token;
    expect(fresh).toMatch(/^[0-9a-f-]{36}\.20260701\.[A-Za-z0-9_-]{43}$/);
    expect(await bookingViewByToken(database.db, fresh, "2026-07-01")).toMatchObject({
      reference: booking.reference,
      token: fresh,
    });
    expect(await bookingViewByToken(database.db, fresh, "2026-07-02")).toBe("expired");
    // moving the signed last day breaks the signature
    expect(await verifyBookingLinkToken(database.db, fresh.replace(".20260701.", ".20270701."))).toBeNull();

    // while the trip is ahead, the lookup's link is the emailed one (which follows the travel date)
    const ahead = await createBookingRow(database.db, {
      travelDate: "2026-12-10",
      customerEmail: "a@example.com",
    });
    const aheadView = await findBookingForVisitor(
      database.db,
      bookingLookupSchema.parse({ reference: ahead.reference, contact: "a@example.com" }),
      "2026-06-01",
    );
    expect(aheadView!.token).toBe(await bookingLinkToken(database.db, ahead.id));
  });
});

describe("emailFreshBookingLink", () => {
  const agency: AgencyContact = {
    name: "Safarnama Travels",
    email: "staff@safarnama.example",
    phone: "+91 98765 43210",
    whatsapp: "919876543210",
    address: "New Delhi",
    siteUrl: "http://localhost:3000",
  };
  const sentTo = async (address: string) =>
    (await database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)))
      .filter((email) => email.event === "booking-link")
      .map(unsealedEmail);

  it("sends a working link to the booking's own address when both halves match, and nothing otherwise", async () => {
    const booking = await createBookingRow(database.db, {
      travelDate: "2026-01-10",
      customerEmail: "link.owner@example.com",
      customerPhone: "9876511111",
    });
    const ask = (contact: string) =>
      emailFreshBookingLink(
        database.db,
        bookingLookupSchema.parse({ reference: booking.reference, contact }),
        agency,
        "2026-06-01",
      );
    await ask("link.someone.else@example.com");
    await ask("98765 22222");
    expect(await sentTo("link.owner@example.com")).toHaveLength(0);
    expect(await sentTo("link.someone.else@example.com")).toHaveLength(0);

    await ask("98765 11111");
    const [email] = await sentTo("link.owner@example.com");
    const token = /\/booking\/([0-9a-f-]{36}\.\d{8}\.[A-Za-z0-9_-]{43})/.exec(email!.textBody)?.[1];
    expect(token).toBeDefined();
    expect(await bookingViewByToken(database.db, token!, "2026-06-15")).toMatchObject({
      reference: booking.reference,
    });
    expect(email!.textBody).toContain("1 July 2026");
  });

  /**
   * The statements the service gives the database, in order (issue 37, Info): recorded through a
   * stand-in for the handle that notes each query builder and transaction it is asked for.
   */
  function recording(db: Db, calls: string[]): Db {
    return new Proxy(db, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== "function") return value;
        if (name === "transaction") {
          return (work: (tx: Db) => Promise<unknown>, ...rest: unknown[]) => {
            calls.push("transaction");
            return (value as (...args: unknown[]) => unknown).call(
              target,
              (tx: Db) => work(recording(tx, calls)),
              ...rest,
            );
          };
        }
        if (["select", "insert", "update", "delete", "execute"].includes(String(name)))
          calls.push(String(name));
        return (value as (...args: unknown[]) => unknown).bind(target);
      },
    });
  }

  it("does the same work whether or not the reference and contact match, and sends only on a match", async () => {
    const booking = await createBookingRow(database.db, {
      travelDate: "2026-01-10",
      customerEmail: "same.work@example.com",
      customerPhone: "9876533333",
    });
    const workOf = async (reference: string, contact: string) => {
      const calls: string[] = [];
      await emailFreshBookingLink(
        recording(database.db, calls),
        bookingLookupSchema.parse({ reference, contact }),
        agency,
        "2026-06-01",
      );
      return calls;
    };
    const matched = await workOf(booking.reference, "same.work@example.com");
    const otherContact = await workOf(booking.reference, "someone.else@example.com");
    const noSuchReference = await workOf("SF-ZZZZZZ", "same.work@example.com");
    expect(matched).toContain("insert");
    expect(otherContact).toEqual(matched);
    expect(noSuchReference).toEqual(matched);
    expect(await sentTo("same.work@example.com")).toHaveLength(1);
    expect(await sentTo("someone.else@example.com")).toHaveLength(0);
    expect(await sentTo("no-booking@invalid")).toHaveLength(0);
  });
});
