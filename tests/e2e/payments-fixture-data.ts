/** The booking tests/e2e/overdue-fixture.ts writes before the server starts (its advance overdue). */
export const OVERDUE_FIXTURE = {
  reference: "SF-DUE5AY",
  customerName: "Overdue Demo Traveller",
  total: 50_000,
  /** the 30% advance, due on the booking day five days ago */
  overdue: 15_000,
  daysOverdue: 5,
} as const;

/**
 * Two more admins tests/e2e/overdue-fixture.ts writes (the server's own ADMIN_ID admin is made at
 * start-up only on a database without admins, so the fixture writes that one too): one who turns
 * on the rule that every admin must use a second factor, one whose first login then enrols one.
 */
export const SECOND_FACTOR_ADMINS = {
  owner: { id: "e2e-owner", password: "e2e-owner-password" },
  newcomer: { id: "e2e-newcomer", password: "e2e-newcomer-password" },
} as const;

/**
 * The two bookings tests/e2e/trip-messages-fixture.ts writes, both on the seeded Tawang package:
 * one whose briefing is due (travelling in 7 days), one whose review request is (back 2 days ago).
 */
export const TRIP_FIXTURE = {
  packageTitle: "Tawang Monastery & Sela Pass Expedition",
  briefed: {
    reference: "SF-BRFE7D",
    customerName: "Briefed Demo Traveller",
    email: "briefed-demo@example.com",
  },
  returned: { reference: "SF-REV7EW", customerName: "Meera Iyer", email: "returned-demo@example.com" },
} as const;
