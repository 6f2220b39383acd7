import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { QuoteJson } from "../quote-schema";
import { ContactQuotesPanel } from "./contact-quotes-panel";

const contactId = "7b0c7c7e-2f4e-4a53-9d3b-5d7f0b5e2a11";
const render = (quotes: QuoteJson[]) =>
  renderToString(createElement(MemoryRouter, null, createElement(ContactQuotesPanel, { contactId, quotes })));

const quote: QuoteJson = {
  id: "0d6f1b8e-7e0f-4f4e-9a55-0a8b8f3c2d10",
  number: "Q-2026-0007",
  version: 2,
  status: "changes_requested",
  contact: { id: contactId, name: "Ananya Rao", email: "a@example.com", phone: "", stage: "quoted" },
  title: "Kerala for the Rao family",
  package_id: null,
  travel_date: "2027-01-09",
  number_of_travelers: 2,
  itinerary: [],
  inclusions: [],
  exclusions: [],
  price_lines: [{ label: "Package", amount: 62500 }],
  total: 62500,
  valid_until: "2026-12-05",
  supersedes: null,
  superseded_by: null,
  created_by: "e2e-agent",
  changes_message: "",
  sent_at: null,
  accepted_at: null,
  booking_id: null,
  link: null,
  approved_at: null,
  created_at: "2026-11-25T10:00:00.000Z",
};

/** The panel the contact page mounts with `quotesOfContact` (issue 28). */
describe("ContactQuotesPanel", () => {
  it("links to a new quote for the contact, and to each version with its status", () => {
    const html = render([quote]);
    expect(html).toContain(`href="/admin/contacts/${contactId}/quotes/new"`);
    expect(html).toContain(`href="/admin/quotes/${quote.id}"`);
    expect(html.replaceAll("<!-- -->", "")).toContain("Q-2026-0007 v2");
    expect(html).toContain("Changes asked for");
    expect(html).toContain("₹62,500");
  });

  it("says when there is none yet", () => {
    expect(render([])).toContain("No quotes yet.");
  });
});
