/**
 * Before the end-to-end server starts (tests/e2e/start-server.mjs): one booking made five days ago
 * whose 30% advance was never paid, so the admin's overdue list has a row. A booking made through
 * the API is dated now and owes nothing overdue until tomorrow; the server holds the embedded
 * database alone once it runs, so this is written first, in its own process. With it, the admins
 * (SECOND_FACTOR_ADMINS), and the rule that a second factor is each admin's choice: a new
 * installation would require one, and every other spec logs in with a password alone.
 */
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { eq } from "drizzle-orm";
import { adminUsers, bookings, contacts } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createAdmin } from "../../app/features/admin-auth/admin-auth-service.server";
import { recordInitialSecondFactorPolicy } from "../../app/features/admin-auth/second-factor-policy.server";
import { OVERDUE_FIXTURE, SECOND_FACTOR_ADMINS } from "./payments-fixture-data";
import { QUOTE_FIXTURE } from "./quotes-fixture-data";

const dataDir = process.argv[2] ?? ".e2e-data";
const database = await openDatabase({ dataDir });
try {
  await migrateDatabase(database);
  await database.db.insert(bookings).values({
    reference: OVERDUE_FIXTURE.reference,
    packageTitle: "Spiti Valley Winter Trek",
    customerName: OVERDUE_FIXTURE.customerName,
    customerEmail: "overdue-demo@example.com",
    customerPhone: "+919876500000",
    travelDate: addDays(todayInIndia(), 35),
    numberOfTravelers: 2,
    pricePerPerson: OVERDUE_FIXTURE.total / 2,
    totalAmount: OVERDUE_FIXTURE.total,
    status: "confirmed",
    requestHash: "e2e-overdue-fixture",
    bookingDate: new Date(Date.now() - OVERDUE_FIXTURE.daysOverdue * 86_400_000),
  });
  await createAdmin(database.db, "e2e-admin", "e2e-admin-password");
  for (const admin of Object.values(SECOND_FACTOR_ADMINS))
    await createAdmin(database.db, admin.id, admin.password);
  await recordInitialSecondFactorPolicy(database.db, false);
  // an agent and the contact they quote for (tests/e2e/quotes.spec.ts)
  const agent = await createAdmin(database.db, QUOTE_FIXTURE.agent.id, QUOTE_FIXTURE.agent.password);
  await database.db
    .update(adminUsers)
    .set({ role: "agent", email: "e2e-agent@example.com" })
    .where(eq(adminUsers.id, agent.id));
  await database.db
    .insert(contacts)
    .values({ ...QUOTE_FIXTURE.contact, ownerId: agent.id, stage: "contacted" });
} finally {
  await database.close();
}
