/**
 * The contact and the agent tests/e2e/overdue-fixture.ts writes for tests/e2e/quotes.spec.ts: the
 * agent composes a quote for the contact (contacts are made by lead matching, which the contact
 * work owns; the spec does not depend on it).
 */
export const QUOTE_FIXTURE = {
  contact: {
    id: "7b0c7c7e-2f4e-4a53-9d3b-5d7f0b5e2a11",
    name: "Ananya Rao",
    email: "ananya.quote@example.com",
    phone: "+919812300042",
  },
  agent: { id: "e2e-agent", password: "e2e-agent-password" },
} as const;
