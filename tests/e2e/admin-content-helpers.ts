export { expectNoAxeViolations } from "./axe";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { makeImage } from "../fixtures/upload-files";

/** Logs the page in as the e2e admin through the API: page.request shares the page's cookies. */
export async function logInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { id: "e2e-admin", password: "e2e-admin-password" },
  });
  expect(response.status()).toBe(200);
}

let sequence = 0;
/** A title no other test uses. */
export function uniqueTitle(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

/** A tour made through the multipart API (needs an admin session on `request`). */
export async function createTourThroughApi(
  request: APIRequestContext,
  title: string,
): Promise<{ id: string }> {
  const response = await request.post("/api/tours", {
    multipart: {
      title,
      description: "A test package.",
      destination: "Spiti Valley",
      duration: "5 Days 4 Nights",
      price: "15999",
      image_url: {
        name: "cover.jpg",
        mimeType: "image/jpeg",
        buffer: await makeImage({ width: 400, height: 300 }),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** Rows of a CSV document (quoted fields, doubled quotes, a BOM at the start). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}
