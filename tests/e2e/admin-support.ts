export { expectNoAxeViolations } from "./axe";
import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { freeDateTours } from "./site-helpers";
import { lettersOf } from "./letters";

/** The admin that tests/e2e/start-server.mjs creates. */
export const ADMIN = { id: "e2e-admin", password: "e2e-admin-password" };

/** Signs the page's browser context in through the API: the same session cookie as the form. */
export async function logInByApi(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(response.status()).toBe(200);
}

/** A value no other test (or run) uses, to find this test's own rows. */
export function unique(prefix: string): string {
  return `${prefix}${lettersOf(Date.now())}${lettersOf(Math.floor(Math.random() * 26 ** 4))}`;
}

let tourId: string | undefined;
async function bookableTourId(request: APIRequestContext): Promise<string> {
  tourId ??= (await freeDateTours(request))[0]?.id;
  if (!tourId) throw new Error("no bookable tour without fixed departures in the demo content");
  return tourId;
}

export type CreatedBooking = { reference: string; total_amount: number; id: string };

/** A booking made as a visitor would, through POST /api/bookings. */
export async function createBooking(
  request: APIRequestContext,
  fields: {
    customer_name: string;
    customer_email?: string;
    special_requests?: string;
    travel_date?: string;
    number_of_travelers?: number;
  },
): Promise<CreatedBooking> {
  const response = await request.post("/api/bookings", {
    data: {
      package_id: await bookableTourId(request),
      customer_email: "e2e-admin-booking@example.com",
      customer_phone: "9876543210",
      travel_date: "2027-03-15",
      number_of_travelers: 2,
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { booking: CreatedBooking };
  return body.booking;
}

/** A lead from the contact form, through POST /api/contact. */
export async function createEnquiry(
  request: APIRequestContext,
  fields: { name: string; message: string; email?: string; subject?: string },
): Promise<void> {
  const response = await request.post("/api/contact", {
    data: { email: "e2e-lead@example.com", phone: "9876543210", subject: "Package Inquiry", ...fields },
  });
  expect(response.status()).toBe(201);
}

/** RFC 4180 rows: quoted fields, doubled quotes, line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Clicks a download link and returns the file's text (BOM included). */
export async function downloadText(page: Page, link: Locator): Promise<{ text: string; filename: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await download.path();
  return { text: await readFile(path, "utf8"), filename: download.suggestedFilename() };
}

/** The sidebar, opened first where it is folded into a menu button (phones). */
export async function adminNav(page: Page): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Admin" });
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await expect(nav).toBeVisible();
  return nav;
}
