/**
 * Before the end-to-end server starts (tests/e2e/start-server.mjs), after overdue-fixture.ts: the
 * demo content, and two confirmed bookings of the seeded Tawang package, paid in full, whose trip
 * messages (issue 27) are due today: one travelling in 7 days (its briefing) and one back from its
 * trip (its review request). The day's run of the trip messages queues both emails as the server's
 * own job would; the admin's Emails screen shows them, with their signed links. The server holds
 * the embedded database alone once it runs, so this is written first, in its own process.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { bookings, tourPackages } from "../../db/schema";
import { seedDemoContent } from "../../db/seed";
import { sendTripMessages } from "../../app/features/bookings/trip-messages/trip-message-service.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { parseConfig } from "../../app/lib/env.server";
import { createDiskStorage } from "../../app/lib/storage.server";
import { TRIP_FIXTURE } from "./payments-fixture-data";

const dataDir = process.argv[2] ?? ".e2e-data";
const database = await openDatabase({ dataDir });
try {
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
  });
  await seedDemoContent(database.db, createDiskStorage(path.join(dataDir, "uploads")));
  const [tour] = await database.db
    .select()
    .from(tourPackages)
    .where(eq(tourPackages.title, TRIP_FIXTURE.packageTitle));
  if (!tour) throw new Error(`the demo package "${TRIP_FIXTURE.packageTitle}" is missing`);
  const today = todayInIndia();
  const booking = (who: (typeof TRIP_FIXTURE)["briefed" | "returned"], travelDate: string) => ({
    reference: who.reference,
    packageId: tour.id,
    packageTitle: tour.title,
    customerName: who.customerName,
    customerEmail: who.email,
    customerPhone: "+919876500001",
    travelDate,
    numberOfTravelers: 2,
    pricePerPerson: tour.price,
    totalAmount: tour.price * 2,
    amountPaid: tour.price * 2,
    status: "confirmed" as const,
    requestHash: `e2e-trip-${who.reference}`,
    bookingDate: new Date(Date.now() - 60 * 86_400_000),
  });
  // 7 days ahead: the briefing is due; back 2 days ago from a 7-day trip: the review request is
  await database.db
    .insert(bookings)
    .values([
      booking(TRIP_FIXTURE.briefed, addDays(today, 7)),
      booking(TRIP_FIXTURE.returned, addDays(today, -8)),
    ]);
  await sendTripMessages(database.db, config);
} finally {
  await database.close();
}
