import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import {
  enqueueEmails,
  MAX_EMAILS_PER_DOMAIN_PER_HOUR,
  MAX_EMAILS_PER_RECIPIENT_PER_HOUR,
  type OutgoingEmail,
} from "./outbox-service.server";

const database = useTestDatabase();
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
    );
    const second = await enqueueEmails(database.db, [
      mail(`${name.toUpperCase()}+x@Example.com`),
      mail(`${name}+y@example.com`),
    ]);
    expect([...first, ...second].filter(Boolean)).toHaveLength(MAX_EMAILS_PER_RECIPIENT_PER_HOUR);
    expect(second).toEqual([true, false]);

    const gmail = `${name.split("").join(".")}@googlemail.com`;
    const dotted = [gmail, `${name}@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}+a@gmail.com`];
    const answers = await enqueueEmails(
      database.db,
      [...dotted, ...dotted].map((to) => mail(to)),
    );
    expect(answers.filter(Boolean)).toHaveLength(MAX_EMAILS_PER_RECIPIENT_PER_HOUR);
  });

  it("holds a domain to its own hourly share, and never holds back the agency's mail", async () => {
    const domain = `catch-all-${randomUUID().slice(0, 6)}.example`;
    const many = Array.from({ length: MAX_EMAILS_PER_DOMAIN_PER_HOUR + 3 }, (_, i) =>
      mail(`person${i}@${domain}`),
    );
    const answers = await enqueueEmails(database.db, many);
    expect(answers.filter(Boolean)).toHaveLength(MAX_EMAILS_PER_DOMAIN_PER_HOUR);
    const staff = await enqueueEmails(database.db, [mail(`agency@${domain}`, true)]);
    expect(staff).toEqual([true]);
  });
});
