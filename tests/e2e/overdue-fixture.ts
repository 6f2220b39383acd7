/**
 * Before the end-to-end server starts (tests/e2e/start-server.mjs): one booking made five days ago
 * whose 30% advance was never paid, so the admin's overdue list has a row. A booking made through
 * the API is dated now and owes nothing overdue until tomorrow; the server holds the embedded
 * database alone once it runs, so this is written first, in its own process.
 */
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { bookings } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { OVERDUE_FIXTURE } from "./payments-fixture-data";

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
} finally {
  await database.close();
}
