export { expectNoAxeViolations } from "./axe";
import { expect, type APIRequestContext } from "./fixtures";
import { makeImage } from "../fixtures/upload-files";
import { parseCsv as parseCsvRows } from "./admin-support";
import { lettersOf } from "./letters";

/** Signs the page in as the e2e admin through the API (page.request shares its cookies). */
export { logInByApi as logInAsAdmin } from "./admin-support";

let sequence = 0;
/** A title no other test uses. */
export function uniqueTitle(prefix: string): string {
  sequence += 1;
  return `${prefix} ${lettersOf(Date.now())}${lettersOf(sequence)}`; // letters: often a name
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

/** Rows of a CSV document, the BOM at its start dropped. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text.replace(/^\uFEFF/, ""));
}
