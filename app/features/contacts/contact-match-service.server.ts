import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Db } from "../../../db/client";
import {
  bookings,
  contacts,
  enquiries,
  gearOrders,
  paymentClaims,
  waitlistEntries,
} from "../../../db/schema";
import { noFirstTouch, type FirstTouch } from "~/lib/first-touch.server";
import { markContactBooked } from "./contact-stage-service.server";

/**
 * One contact per person (issue 28, ADR 041): every lead, booking, waitlist entry, payment claim
 * and shop order is matched to a contact by its phone (E.164, region India by default) or its
 * lower-cased email, and a contact is made when none matches, in the transaction that writes the
 * row. Server only: libphonenumber-js never reaches a public page's browser bundle.
 */

/** `+91 98765 43210`, `09876543210` and `9876543210` → `+919876543210`; "" when it is no number. */
export function normalisePhone(raw: string): string {
  const text = raw.trim();
  if (!/\d/.test(text)) return "";
  const parsed = parsePhoneNumberFromString(text, "IN");
  return parsed?.isPossible() ? parsed.number : "";
}

/** Lower-cased and trimmed; "" when it is not an address. */
function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email.slice(0, 254) : "";
}

type ContactPerson = { name?: string; email?: string; phone?: string; touch?: FirstTouch };

const isLive = isNull(contacts.mergedInto);

async function liveContactBy(db: Db, where: SQL) {
  const [row] = await db.select().from(contacts).where(and(where, isLive)).limit(1);
  return row ?? null;
}

/** The contact holding this phone, else the one holding this email: the phone wins (ADR 041). */
async function matchingContact(db: Db, phone: string, email: string) {
  if (phone) {
    const byPhone = await liveContactBy(db, eq(contacts.phone, phone));
    if (byPhone) return byPhone;
  }
  return email ? liveContactBy(db, eq(contacts.email, email)) : null;
}

const hasTouch = (touch: FirstTouch) =>
  Boolean(touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.referrer);

/**
 * What a new row tells about a known contact that it lacked: a name, the other of phone and email
 * (unless another contact holds it), the first touch. In a savepoint, so a concurrent writer that
 * took the same phone or email first costs only this fill-in, never the row being written.
 */
async function fillIn(
  db: Db,
  contact: typeof contacts.$inferSelect,
  found: { name: string; phone: string; email: string; touch: FirstTouch },
) {
  const set: Partial<typeof contacts.$inferInsert> = {};
  if (!contact.name && found.name) set.name = found.name;
  if (!contact.phone && found.phone && !(await liveContactBy(db, eq(contacts.phone, found.phone)))) {
    set.phone = found.phone;
  }
  if (!contact.email && found.email && !(await liveContactBy(db, eq(contacts.email, found.email)))) {
    set.email = found.email;
  }
  const contactTouch = {
    utmSource: contact.utmSource,
    utmMedium: contact.utmMedium,
    utmCampaign: contact.utmCampaign,
    referrer: contact.referrer,
  };
  if (!hasTouch(contactTouch) && hasTouch(found.touch)) {
    const { utmSource, utmMedium, utmCampaign, referrer } = found.touch;
    Object.assign(set, { utmSource, utmMedium, utmCampaign, referrer });
  }
  if (Object.keys(set).length === 0) return;
  try {
    await db.transaction(async (savepoint) => {
      await savepoint
        .update(contacts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(contacts.id, contact.id));
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
  }
}

/**
 * The id of the person's contact, made now when no live contact has their phone or email. Safe
 * under concurrency: the insert is `ON CONFLICT DO NOTHING` on the partial unique indexes of
 * phone and email, and a writer that lost the race finds the winner's row and uses it.
 */
export async function contactFor(db: Db, person: ContactPerson): Promise<string> {
  const phone = normalisePhone(person.phone ?? "");
  const email = normaliseEmail(person.email ?? "");
  const name = (person.name ?? "").trim().slice(0, 200);
  const touch = person.touch ?? noFirstTouch;
  for (let attempt = 0; attempt < 3; attempt++) {
    const known = phone || email ? await matchingContact(db, phone, email) : null;
    if (known) {
      await fillIn(db, known, { name, phone, email, touch });
      return known.id;
    }
    const [made] = await db
      .insert(contacts)
      .values({
        name,
        phone,
        email,
        utmSource: touch.utmSource,
        utmMedium: touch.utmMedium,
        utmCampaign: touch.utmCampaign,
        referrer: touch.referrer,
      })
      .onConflictDoNothing()
      .returning({ id: contacts.id });
    if (made) return made.id;
  }
  throw new Error("no contact could be matched or made");
}

/** A contact's first touch, for a booking made without a cookie of its own. */
async function firstTouchOfContact(db: Db, contactId: string): Promise<FirstTouch> {
  const [row] = await db
    .select({
      utmSource: contacts.utmSource,
      utmMedium: contacts.utmMedium,
      utmCampaign: contacts.utmCampaign,
      referrer: contacts.referrer,
    })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row ?? noFirstTouch;
}

/**
 * A booking just written, matched to its contact with its campaign: the request's first touch, or
 * the contact's own when the request carried none; the contact is now booked. Called in the
 * booking's transaction.
 */
export async function attachBookingContact(db: Db, bookingId: string, touch: FirstTouch) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return;
  const contactId = await contactFor(db, {
    name: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone,
    touch,
  });
  const campaign = hasTouch(touch) ? touch : await firstTouchOfContact(db, contactId);
  await db
    .update(bookings)
    .set({
      contactId,
      utmSource: campaign.utmSource,
      utmMedium: campaign.utmMedium,
      utmCampaign: campaign.utmCampaign,
      referrer: campaign.referrer,
    })
    .where(eq(bookings.id, bookingId));
  await markContactBooked(db, contactId, `Booking ${row.reference} made`);
}

const BACKFILL_BATCH = 500;

/** The tables whose rows name a person, for the backfill at start. */
const personRows = [
  {
    table: enquiries,
    id: enquiries.id,
    contactId: enquiries.contactId,
    person: {
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      utmSource: enquiries.utmSource,
      utmMedium: enquiries.utmMedium,
      utmCampaign: enquiries.utmCampaign,
      referrer: enquiries.referrer,
    },
  },
  {
    table: bookings,
    id: bookings.id,
    contactId: bookings.contactId,
    person: {
      name: bookings.customerName,
      email: bookings.customerEmail,
      phone: bookings.customerPhone,
      utmSource: bookings.utmSource,
      utmMedium: bookings.utmMedium,
      utmCampaign: bookings.utmCampaign,
      referrer: bookings.referrer,
    },
  },
  {
    table: waitlistEntries,
    id: waitlistEntries.id,
    contactId: waitlistEntries.contactId,
    person: {
      name: waitlistEntries.customerName,
      email: waitlistEntries.customerEmail,
      phone: waitlistEntries.customerPhone,
    },
  },
  {
    table: gearOrders,
    id: gearOrders.id,
    contactId: gearOrders.contactId,
    person: {
      name: gearOrders.customerName,
      email: gearOrders.customerEmail,
      phone: gearOrders.customerPhone,
    },
  },
] as const;

/**
 * Rows written before contacts existed (or by hand), each given its contact: run at every start,
 * it only reads rows with no contact yet (each table's contact index), so a second run does
 * nothing. Payment claims then take their booking's contact. Answers how many rows it linked.
 */
export async function linkRowsToContacts(db: Db): Promise<number> {
  let linked = 0;
  for (const source of personRows) {
    for (;;) {
      const rows = (await db
        .select({ id: source.id, ...source.person })
        .from(source.table)
        .where(isNull(source.contactId))
        .orderBy(asc(source.id))
        .limit(BACKFILL_BATCH)) as ({
        id: string;
        name: string;
        email: string;
        phone: string;
      } & Partial<FirstTouch>)[];
      if (rows.length === 0) break;
      for (const row of rows) {
        await db.transaction(async (tx) => {
          const contactId = await contactFor(tx, {
            name: row.name,
            email: row.email,
            phone: row.phone,
            touch: {
              utmSource: row.utmSource ?? "",
              utmMedium: row.utmMedium ?? "",
              utmCampaign: row.utmCampaign ?? "",
              referrer: row.referrer ?? "",
            },
          });
          await tx.update(source.table).set({ contactId }).where(eq(source.id, row.id));
        });
      }
      linked += rows.length;
    }
  }
  const claims = await db.execute(sql`UPDATE ${paymentClaims} SET contact_id = b.contact_id
    FROM ${bookings} b
    WHERE b.id = ${paymentClaims}.booking_id AND ${paymentClaims}.contact_id IS NULL AND b.contact_id IS NOT NULL`);
  return (
    linked +
    Number(
      (claims as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (claims as { rowCount?: number }).rowCount ??
        0,
    )
  );
}
