import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings, contacts, enquiries, paymentClaims } from "../../../db/schema";
import { createAdminRow } from "../../../tests/factories/admin-factory";
import { createBookingRow } from "../../../tests/factories/booking-factory";
import { testAgency } from "../../../tests/factories/agency-factory";
import { createEnquiryRow } from "../../../tests/factories/enquiry-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { submitEnquiry } from "~/features/enquiries/enquiry-service.server";
import { runWithRequestStore } from "~/lib/request-store.server";
import {
  attachBookingContact,
  contactFor,
  linkRowsToContacts,
  normalisePhone,
} from "./contact-match-service.server";
import { addContactNote, getContact, mergeContacts, updateContact } from "./contact-service.server";
import { contactTimeline } from "./contact-timeline-service.server";

const database = useTestDatabase();
const agency = testAgency;

/** A mobile number no other test uses: 10 digits starting with 9. */
const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

async function contactOfEnquiries(phone: string) {
  return database.db
    .select({ contactId: enquiries.contactId })
    .from(enquiries)
    .where(eq(enquiries.phone, phone));
}

describe("normalisePhone", () => {
  it("reads the three Indian spellings as one E.164 number, and refuses what is no number", () => {
    expect(normalisePhone("+91 98765 43210")).toBe("+919876543210");
    expect(normalisePhone("09876543210")).toBe("+919876543210");
    expect(normalisePhone("9876543210")).toBe("+919876543210");
    expect(normalisePhone("")).toBe("");
    expect(normalisePhone("call me")).toBe("");
    expect(normalisePhone("12")).toBe("");
  });
});

describe("one contact per person", () => {
  it("three leads with one number in three formats make one contact with three entries", async () => {
    const { db } = database;
    const mobile = newMobile();
    for (const phone of [spaced(mobile), `0${mobile}`, mobile]) {
      await submitEnquiry(
        db,
        { kind: "popup", data: { name: "Asha Verma", phone, destination: "Kerala" } },
        agency,
      );
    }
    const rows = await db.select().from(enquiries).where(eq(enquiries.name, "Asha Verma"));
    const mine = rows.filter((row) => row.phone.replace(/\D/g, "").endsWith(mobile));
    expect(mine).toHaveLength(3);
    expect(new Set(mine.map((row) => row.contactId)).size).toBe(1);
    const contact = await getContact(db, mine[0]!.contactId!);
    expect(contact).toMatchObject({ phone: `+91${mobile}`, name: "Asha Verma", stage: "new" });
  });

  it("matches by email in any case, and fills in what the contact lacked", async () => {
    const { db } = database;
    const email = `Meera-${randomUUID().slice(0, 8)}@Example.com`;
    await submitEnquiry(
      db,
      { kind: "signup", data: { email: email.toLowerCase(), source: "newsletter" } },
      agency,
    );
    const mobile = newMobile();
    await submitEnquiry(
      db,
      {
        kind: "contact",
        data: { name: "Meera Iyer", email, phone: mobile, subject: "Goa", message: "A week in December" },
      },
      agency,
    );
    const rows = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.contactId, (await contactOfEnquiries(mobile))[0]!.contactId!));
    expect(rows).toHaveLength(2);
    const contact = await getContact(db, rows[0]!.contactId!);
    expect(contact).toMatchObject({ email: email.toLowerCase(), phone: `+91${mobile}`, name: "Meera Iyer" });
  });

  it("when the phone matches one contact and the email another, the phone's contact wins", async () => {
    const { db } = database;
    const mobile = newMobile();
    const email = `ravi-${randomUUID().slice(0, 8)}@example.com`;
    const byPhone = await contactFor(db, { name: "Ravi", phone: mobile });
    const byEmail = await contactFor(db, { name: "Ravi K", email });
    expect(byPhone).not.toBe(byEmail);
    expect(await contactFor(db, { phone: `0${mobile}`, email })).toBe(byPhone);
  });

  it("two writers of the same new number at once make one contact", async () => {
    const { db } = database;
    const mobile = newMobile();
    const ids = await Promise.all(
      [mobile, `0${mobile}`, spaced(mobile)].map((phone) =>
        db.transaction((tx) => contactFor(tx, { phone })),
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it("keeps the lead's first touch on the lead and the new contact", async () => {
    const { db } = database;
    const mobile = newMobile();
    const touch = { utmSource: "google", utmMedium: "cpc", utmCampaign: "kerala-monsoon", referrer: "" };
    await runWithRequestStore({ clientAddress: "127.0.0.1", firstTouch: touch }, () =>
      submitEnquiry(db, { kind: "chatbot", data: { name: "Kabir", phone: mobile } }, agency),
    );
    const [row] = await db.select().from(enquiries).where(eq(enquiries.phone, mobile));
    expect(row).toMatchObject({ utmSource: "google", utmMedium: "cpc", utmCampaign: "kerala-monsoon" });
    expect(await getContact(db, row!.contactId!)).toMatchObject({
      utm_source: "google",
      utm_campaign: "kerala-monsoon",
    });
  });

  it("links rows written before contacts existed, once: a second run finds nothing", async () => {
    const { db } = database;
    const mobile = newMobile();
    const lead = await createEnquiryRow(db, { phone: `0${mobile}`, email: "" });
    const booking = await createBookingRow(db, { customerPhone: spaced(mobile) });
    await db.insert(paymentClaims).values({
      bookingId: booking.id,
      amount: 100,
      utr: String(Date.now()).padStart(12, "1").slice(-12),
      claimedOn: "2026-11-20",
    });
    expect(await linkRowsToContacts(db)).toBeGreaterThanOrEqual(3);
    expect(await linkRowsToContacts(db)).toBe(0);
    const [leadRow] = await db.select().from(enquiries).where(eq(enquiries.id, lead.id));
    const [bookingRow] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const [claim] = await db.select().from(paymentClaims).where(eq(paymentClaims.bookingId, booking.id));
    expect(leadRow!.contactId).toBe(bookingRow!.contactId);
    expect(claim!.contactId).toBe(bookingRow!.contactId);
  });
});

describe("the pipeline and the timeline", () => {
  it("stage, owner and follow-up changes and notes are on the timeline, by the staff member", async () => {
    const { db } = database;
    const agent = await createAdminRow(db);
    const id = await contactFor(db, { name: "Nisha", phone: newMobile() });
    const asAgent = <T>(work: () => Promise<T>) =>
      runWithRequestStore(
        { clientAddress: "127.0.0.1", admin: { adminId: agent.id, loginId: agent.loginId, role: "agent" } },
        work,
      );
    await asAgent(() =>
      updateContact(db, id, { stage: "contacted", owner_id: agent.loginId, next_follow_up: "2026-12-01" }),
    );
    await asAgent(() => addContactNote(db, id, { kind: "call", text: "Wants Ladakh in June" }));
    const timeline = (await contactTimeline(db, id))!;
    expect(timeline.map((event) => event.kind).sort()).toEqual(["call", "follow_up", "owner", "stage"]);
    expect(timeline.every((event) => event.by === agent.loginId)).toBe(true);
    expect(timeline.find((event) => event.kind === "stage")!.title).toBe("Stage: New → Contacted");
    expect(timeline[0]!.kind).toBe("call");
    expect(await getContact(db, id)).toMatchObject({
      stage: "contacted",
      owner_id: agent.loginId,
      next_follow_up: "2026-12-01",
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: "contact.updated", actorLoginId: agent.loginId });
  });

  it("reads in words: dates as the agency writes them and statuses by their names, never codes", async () => {
    const { db } = database;
    const id = await contactFor(db, { name: "Farhan", phone: newMobile() });
    const booking = await createBookingRow(db, {
      contactId: id,
      packageTitle: "Leh Ladakh Classic",
      travelDate: "2027-05-24",
      totalAmount: 59_500,
    });
    await db.insert(paymentClaims).values({
      bookingId: booking.id,
      contactId: id,
      amount: 5_000,
      utr: "412345678901",
      claimedOn: "2026-11-20",
    });
    const details = Object.fromEntries(
      (await contactTimeline(db, id))!.map((event) => [event.kind, event.detail]),
    );
    expect(details.booking).toBe("₹59,500 · Travel 24 May 2027 · Pending");
    expect(details.payment_claim).toBe("UTR 412345678901 · Pending");
  });

  it("a lost contact needs a reason", async () => {
    const { db } = database;
    const id = await contactFor(db, { name: "Dev", phone: newMobile() });
    await expect(updateContact(db, id, { stage: "lost" })).rejects.toMatchObject({ kind: "invalid" });
    const lost = await updateContact(db, id, { stage: "lost", lost_reason: "Chose another agency" });
    expect(lost).toMatchObject({ stage: "lost", lost_reason: "Chose another agency" });
  });
});

describe("merging two contacts", () => {
  it("moves every entry to the kept contact, which keeps its history; the merged one stays, pointing at it", async () => {
    const { db } = database;
    const mobile = newMobile();
    const email = `anil-${randomUUID().slice(0, 8)}@example.com`;
    await submitEnquiry(
      db,
      { kind: "popup", data: { name: "Anil", phone: mobile, destination: "" } },
      agency,
    );
    await submitEnquiry(db, { kind: "signup", data: { email, source: "offers_page Subscription" } }, agency);
    const [byPhone] = await contactOfEnquiries(mobile);
    const [bySignup] = await db
      .select({ contactId: enquiries.contactId })
      .from(enquiries)
      .where(eq(enquiries.email, email));
    const source = bySignup!.contactId!;
    const into = byPhone!.contactId!;
    expect(source).not.toBe(into);
    const booking = await createBookingRow(db, { customerEmail: email, customerPhone: "" });
    await db.transaction((tx) =>
      attachBookingContact(tx, booking.id, { utmSource: "", utmMedium: "", utmCampaign: "", referrer: "" }),
    );
    await addContactNote(db, source, { kind: "note", text: "Asked about Bhutan" });

    const kept = await mergeContacts(db, source, into);
    expect(kept).toMatchObject({ id: into, phone: `+91${mobile}`, email });
    const [merged] = await db.select().from(contacts).where(eq(contacts.id, source));
    expect(merged!.mergedInto).toBe(into);
    const [bookingRow] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow!.contactId).toBe(into);
    const kinds = (await contactTimeline(db, into))!.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === "enquiry")).toHaveLength(2);
    expect(kinds).toEqual(expect.arrayContaining(["booking", "note", "merge"]));
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "contact.merged"));
    expect(audit).toMatchObject({ targetId: into });

    // a later lead with the merged contact's email finds the kept one
    expect(await contactFor(db, { email })).toBe(into);
    await expect(mergeContacts(db, source, into)).rejects.toMatchObject({ kind: "conflict" });
    await expect(mergeContacts(db, into, into)).rejects.toMatchObject({ kind: "invalid" });
  });
});
