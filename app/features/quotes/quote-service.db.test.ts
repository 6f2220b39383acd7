import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminUsers,
  auditLog,
  bookings,
  contactEvents,
  contacts,
  outboxEmails,
  quotes,
} from "../../../db/schema";
import { mergeContacts } from "~/features/contacts/contact-service.server";
import { contactTimeline } from "~/features/contacts/contact-timeline-service.server";
import { testAgency } from "../../../tests/factories/agency-factory";
import { createAdminRow } from "../../../tests/factories/admin-factory";
import { createTourRow } from "../../../tests/factories/tour-factory";
import { createQuoteContactRow, quoteBody } from "../../../tests/factories/quote-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { parseConfig } from "~/lib/env.server";
import { DomainError } from "~/lib/domain-error";
import { addDays, todayInIndia } from "~/lib/dates";
import { quoteInputSchema, quoteMessages } from "./quote-schema";
import {
  createQuote,
  getQuote,
  quotesOfContact,
  reviseQuote,
  sendQuote,
  updateQuote,
} from "./quote-service.server";
import { acceptQuote, quoteViewByToken, requestQuoteChanges } from "./quote-traveller-service.server";
import { unsealedEmail } from "~/features/notifications/outbox/outbox-service.server";

const database = useTestDatabase();
const config = parseConfig({ NODE_ENV: "test" });
const TODAY = todayInIndia();
const sendOptions = { agency: testAgency, config, today: TODAY };
const travellerOptions = { agency: testAgency, today: TODAY };

const input = (overrides: Record<string, unknown> = {}) => quoteInputSchema.parse(quoteBody(overrides));

async function sentQuote(overrides: Record<string, unknown> = {}, contactOverrides = {}) {
  const db = database.db;
  const contact = await createQuoteContactRow(db, contactOverrides);
  const draft = await createQuote(db, contact.id, input(overrides), { adminId: null });
  const sent = await sendQuote(db, draft.id, sendOptions);
  const token = sent.link!.replace("/quote/", "");
  return { contact, draft, sent, token };
}

const traveller = (contact: { name: string; email: string; phone: string }) => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("composing and sending a quote", () => {
  it("numbers the draft, totals its lines, and sending emails the link and the PDF and marks the contact quoted", async () => {
    const db = database.db;
    const tour = await createTourRow(db);
    const contact = await createQuoteContactRow(db);
    const draft = await createQuote(db, contact.id, input({ package_id: tour.id }), { adminId: null });
    expect(draft).toMatchObject({
      status: "draft",
      version: 1,
      total: 65000,
      link: null,
      package_id: tour.id,
    });
    expect(draft.number).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(draft.itinerary.map((day) => day.day)).toEqual([1, 2, 3]);

    const changed = await updateQuote(
      db,
      draft.id,
      input({ price_lines: [{ label: "All in", amount: 70000 }] }),
    );
    expect(changed.total).toBe(70000);

    const sent = await sendQuote(db, draft.id, sendOptions);
    expect(sent.status).toBe("sent");
    expect(sent.link).toMatch(/^\/quote\/[0-9a-f-]{36}\.[\w-]{43}$/);
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, contact.email), eq(outboxEmails.event, "quote-sent")));
    // the recipient's copy holds the link; the stored one holds no token (ADR 050)
    expect(mail && unsealedEmail(mail).textBody).toContain(sent.link!);
    const [attachment] = mail!.attachments as { filename: string; contentType: string; content: string }[];
    expect(attachment).toMatchObject({ filename: `${sent.number}.pdf`, contentType: "application/pdf" });
    expect(Buffer.from(attachment!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const [after] = await db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(after!.stage).toBe("quoted");
    const stageEvents = await db.select().from(contactEvents).where(eq(contactEvents.contactId, contact.id));
    expect(stageEvents).toMatchObject([
      { kind: "stage", fromValue: "new", toValue: "quoted", text: `Quote ${sent.number} sent` },
    ]);

    // a sent version stays as sent; sending twice is refused
    expect((await refusal(updateQuote(db, draft.id, input()))).message).toBe(quoteMessages.notDraft);
    expect((await refusal(sendQuote(db, draft.id, sendOptions))).kind).toBe("conflict");
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, "quote"));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["quote.created", "quote.updated", "quote.sent"]),
    );
    expect((await quotesOfContact(db, contact.id)).map((q) => q.id)).toEqual([draft.id]);
  });

  it("refuses a total below zero, a valid-until after the trip, an unknown contact or package", async () => {
    const db = database.db;
    const contact = await createQuoteContactRow(db);
    const below = await refusal(
      createQuote(db, contact.id, input({ price_lines: [{ label: "Discount", amount: -5 }] }), {
        adminId: null,
      }),
    );
    expect(below.errors).toEqual({ price_lines: quoteMessages.totalNegative });
    const late = await refusal(
      createQuote(db, contact.id, input({ valid_until: addDays(TODAY, 51) }), { adminId: null }),
    );
    expect(late.errors).toHaveProperty("valid_until");
    expect((await refusal(createQuote(db, crypto.randomUUID(), input(), { adminId: null }))).kind).toBe(
      "not-found",
    );
    const unknown = await refusal(
      createQuote(db, contact.id, input({ package_id: crypto.randomUUID() }), { adminId: null }),
    );
    expect(unknown.errors).toHaveProperty("package_id");
  });
});

describe("the traveller's side", () => {
  it("accepting makes one pending booking for the quoted total with its lines, and the contact is won", async () => {
    const db = database.db;
    const { contact, sent, token } = await sentQuote();
    const view = await quoteViewByToken(db, token, testAgency, TODAY);
    expect(view).toMatchObject({
      updated: false,
      can_accept: true,
      total: 65000,
      traveller: traveller(contact),
    });

    const accepted = await acceptQuote(db, { token, ...traveller(contact) }, travellerOptions);
    expect(accepted).toMatchObject({ created: true, booking: { total_amount: 65000 } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, accepted.booking.id));
    expect(booking).toMatchObject({
      status: "pending",
      totalAmount: 65000,
      packageTitle: sent.title,
      contactId: contact.id,
      travelDate: sent.travel_date,
      numberOfTravelers: 2,
    });
    expect(booking!.priceLines).toEqual(sent.price_lines);
    const [after] = await db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(after!.stage).toBe("won");
    const timeline = await contactTimeline(db, contact.id);
    expect(timeline!.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([
        `Quote ${sent.number} sent`,
        `Quote ${sent.number} accepted`,
        "Stage: Quoted → Booked",
        `Booking ${booking!.reference}: ${sent.title}`,
      ]),
    );

    // a merge takes the quotes along with the rest of the contact's history
    const kept = await createQuoteContactRow(db);
    await mergeContacts(db, contact.id, kept.id);
    expect((await quotesOfContact(db, kept.id)).map((quote) => quote.id)).toEqual([sent.id]);
    const confirmation = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, contact.email), eq(outboxEmails.event, "booking-confirmation")));
    expect(confirmation).toHaveLength(1);
    expect(await getQuote(db, sent.id)).toMatchObject({ status: "accepted", booking_id: booking!.id });
    expect(await quoteViewByToken(db, token, testAgency, TODAY)).toMatchObject({
      can_accept: false,
      booking: { reference: booking!.reference },
    });

    // the same traveller again gets the same booking; someone else is refused
    const again = await acceptQuote(db, { token, ...traveller(contact) }, travellerOptions);
    expect(again).toMatchObject({ created: false, booking: { id: booking!.id } });
    const other = await refusal(
      acceptQuote(
        db,
        { token, name: "Someone Else", email: "else@example.com", phone: "+919800000001" },
        travellerOptions,
      ),
    );
    expect(other.message).toBe(quoteMessages.accepted);
  });

  it("a booking from a quote on a package keeps the quote's days on its calendar event", async () => {
    const db = database.db;
    const tour = await createTourRow(db, { duration: "8 Days 7 Nights", durationDays: 8 });
    // the quote plans 3 days of the 8-day package
    const { contact, sent, token } = await sentQuote({ package_id: tour.id });
    await acceptQuote(db, { token, ...traveller(contact) }, travellerOptions);
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, contact.email), eq(outboxEmails.event, "booking-confirmation")));
    const attachments = unsealedEmail(mail!).attachments as { filename: string; content: string }[];
    const ics = Buffer.from(attachments.find((a) => a.filename.endsWith(".ics"))!.content, "base64");
    const end = addDays(sent.travel_date, 3).replaceAll("-", "");
    expect(ics.toString("utf8")).toContain(`DTEND;VALUE=DATE:${end}`);
  });

  it("a double-clicked accept makes one booking", async () => {
    const db = database.db;
    const { contact, token } = await sentQuote();
    const answers = await Promise.all([
      acceptQuote(db, { token, ...traveller(contact) }, travellerOptions),
      acceptQuote(db, { token, ...traveller(contact) }, travellerOptions),
    ]);
    expect(new Set(answers.map((a) => a.booking.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(await db.select().from(bookings).where(eq(bookings.contactId, contact.id))).toHaveLength(1);
  });

  it("an expired quote cannot be accepted, but changes can still be asked for", async () => {
    const db = database.db;
    const { contact, token } = await sentQuote({ valid_until: addDays(TODAY, 4) });
    const later = { ...travellerOptions, today: addDays(TODAY, 5) };
    expect(await quoteViewByToken(db, token, testAgency, later.today)).toMatchObject({
      expired: true,
      can_accept: false,
    });
    const expired = await refusal(acceptQuote(db, { token, ...traveller(contact) }, later));
    expect(expired).toMatchObject({ kind: "conflict", message: quoteMessages.expired });
    await requestQuoteChanges(db, { token, message: "Please send fresh dates" }, later);
  });

  it("asking for changes emails the owner (or the agency) and marks the version", async () => {
    const db = database.db;
    const owner = await createAdminRow(db);
    await db.update(adminUsers).set({ email: "owner-agent@example.com" }).where(eq(adminUsers.id, owner.id));
    const { sent, token } = await sentQuote({}, { ownerId: owner.id });
    await requestQuoteChanges(db, { token, message: "Can we add a day in Munnar?" }, travellerOptions);
    expect(await getQuote(db, sent.id)).toMatchObject({
      status: "changes_requested",
      changes_message: "Can we add a day in Munnar?",
    });
    const toOwner = await db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, "owner-agent@example.com"),
          eq(outboxEmails.event, "quote-changes-requested"),
        ),
      );
    expect(toOwner[0]?.textBody).toContain("add a day in Munnar");

    const unowned = await sentQuote();
    await requestQuoteChanges(db, { token: unowned.token, message: "Cheaper hotels?" }, travellerOptions);
    const toAgency = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, testAgency.email), eq(outboxEmails.event, "quote-changes-requested")),
      );
    expect(toAgency.some((mail) => mail.textBody.includes("Cheaper hotels?"))).toBe(true);
  });

  it("a revised quote supersedes the earlier one once sent; the earlier link shows the newest", async () => {
    const db = database.db;
    const { contact, sent, token } = await sentQuote();
    const { created, quote: draft } = await reviseQuote(db, sent.id, { adminId: null });
    expect(created).toBe(true);
    expect(draft).toMatchObject({ number: sent.number, version: 2, status: "draft", supersedes: sent.id });
    expect((await reviseQuote(db, sent.id, { adminId: null })).created).toBe(false);
    // until the revision is sent, the link shows what the traveller has
    expect(await quoteViewByToken(db, token, testAgency, TODAY)).toMatchObject({
      version: 1,
      updated: false,
    });

    await updateQuote(db, draft.id, input({ price_lines: [{ label: "Revised package", amount: 59000 }] }));
    await sendQuote(db, draft.id, sendOptions);
    expect(await getQuote(db, sent.id)).toMatchObject({ status: "superseded", superseded_by: draft.id });
    const view = await quoteViewByToken(db, token, testAgency, TODAY);
    expect(view).toMatchObject({ version: 2, updated: true, total: 59000, can_accept: true });
    expect(view!.token).not.toBe(token);

    const old = await refusal(acceptQuote(db, { token, ...traveller(contact) }, travellerOptions));
    expect(old.message).toBe(quoteMessages.superseded);
    const accepted = await acceptQuote(db, { token: view!.token, ...traveller(contact) }, travellerOptions);
    expect(accepted.booking.total_amount).toBe(59000);
    expect((await refusal(reviseQuote(db, draft.id, { adminId: null }))).message).toBe(
      quoteMessages.reviseAccepted,
    );
    expect(await db.select().from(quotes).where(eq(quotes.number, sent.number))).toHaveLength(2);
  });

  it("a link not signed by the server, or of a draft, shows nothing", async () => {
    const db = database.db;
    const { draft, token } = await sentQuote();
    expect(await quoteViewByToken(db, `${draft.id}.${"A".repeat(43)}`, testAgency, TODAY)).toBeNull();
    expect(await quoteViewByToken(db, "nonsense", testAgency, TODAY)).toBeNull();
    const contact = await createQuoteContactRow(db);
    const unsent = await createQuote(db, contact.id, input(), { adminId: null });
    const forged = token.replace(draft.id, unsent.id);
    expect(await quoteViewByToken(db, forged, testAgency, TODAY)).toBeNull();
  });
});
