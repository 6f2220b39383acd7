import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { outboxEmails } from "../../../../db/schema/index";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import {
  capReasons,
  enqueueEmails,
  resendOutboxEmail,
  MAX_EMAILS_PER_DOMAIN_PER_HOUR,
  MAX_EMAILS_PER_RECIPIENT_PER_HOUR,
  type OutgoingEmail,
} from "./outbox-service.server";

const database = useTestDatabase();
/** emails a visitor's request triggers: the only ones the cap counts (issue 38) */
const visitor = { visitor: true };
const mail = (to: string, toStaff = false): OutgoingEmail => ({
  to,
  subject: "Your booking request",
  event: "booking-confirmation",
  text: "Hello",
  ...(toStaff ? { toStaff } : {}),
});

/** Issue 22: `victim+1@…`, `victim+2@…` and Gmail's dotted spellings are one inbox. */
describe("the hourly cap per inbox and per domain", () => {
  it("counts +tags and Gmail's dots as one mailbox, across calls", async () => {
    const name = `victim${randomUUID().slice(0, 6)}`;
    const spellings = Array.from({ length: 4 }, (_, i) => `${name}+${i}@example.com`);
    const first = await enqueueEmails(
      database.db,
      spellings.map((to) => mail(to)),
      visitor,
    );
    const second = await enqueueEmails(
      database.db,
      [mail(`${name.toUpperCase()}+x@Example.com`), mail(`${name}+y@example.com`)],
      visitor,
    );
    expect([...first, ...second].filter(Boolean)).toHaveLength(MAX_EMAILS_PER_RECIPIENT_PER_HOUR);
    expect(second).toEqual([true, false]);

    const gmail = `${name.split("").join(".")}@googlemail.com`;
    const dotted = [gmail, `${name}@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}+a@gmail.com`];
    const answers = await enqueueEmails(
      database.db,
      [...dotted, ...dotted].map((to) => mail(to)),
      visitor,
    );
    expect(answers.filter(Boolean)).toHaveLength(MAX_EMAILS_PER_RECIPIENT_PER_HOUR);
  });

  it("holds a domain to its own hourly share, and never holds back the agency's mail", async () => {
    const domain = `catch-all-${randomUUID().slice(0, 6)}.example`;
    const many = Array.from({ length: MAX_EMAILS_PER_DOMAIN_PER_HOUR + 3 }, (_, i) =>
      mail(`person${i}@${domain}`),
    );
    const answers = await enqueueEmails(database.db, many, visitor);
    expect(answers.filter(Boolean)).toHaveLength(MAX_EMAILS_PER_DOMAIN_PER_HOUR);
    const staff = await enqueueEmails(database.db, [mail(`agency@${domain}`, true)], visitor);
    expect(staff).toEqual([true]);
  });

  it("issue 38: staff and system emails are never capped, and a held email is kept with its reason", async () => {
    const to = `traveller-${randomUUID().slice(0, 6)}@example.com`;
    const visits = await enqueueEmails(
      database.db,
      Array.from({ length: MAX_EMAILS_PER_RECIPIENT_PER_HOUR + 1 }, () => mail(to)),
      visitor,
    );
    expect(visits.at(-1)).toBe(false);
    // documents, status changes, refunds, reminders: all go, however many the visitor's share was
    const system = await enqueueEmails(
      database.db,
      Array.from({ length: 8 }, () => mail(to)),
    );
    expect(system.every(Boolean)).toBe(true);
    const rows = await database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
    expect(rows).toHaveLength(MAX_EMAILS_PER_RECIPIENT_PER_HOUR + 1 + 8);
    const held = rows.filter((row) => row.status === "capped");
    expect(held).toHaveLength(1);
    expect(held[0]!.lastError).toBe(capReasons.mailbox);
    // the share stays used up (held emails are not counted); the admin resends a held one, once
    expect(await enqueueEmails(database.db, [mail(to)], visitor)).toEqual([false]);
    expect((await resendOutboxEmail(database.db, held[0]!.id)).ok).toBe(true);
    expect((await resendOutboxEmail(database.db, held[0]!.id)).ok).toBe(false);
  });
});
