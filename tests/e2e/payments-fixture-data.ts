/** The booking tests/e2e/overdue-fixture.ts writes before the server starts (its advance overdue). */
export const OVERDUE_FIXTURE = {
  reference: "SF-DUE5AY",
  customerName: "Overdue Demo Traveller",
  total: 50_000,
  /** the 30% advance, due on the booking day five days ago */
  overdue: 15_000,
  daysOverdue: 5,
} as const;
