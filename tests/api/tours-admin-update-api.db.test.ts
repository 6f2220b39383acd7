import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, reviews, tourPackages } from "../../db/schema";
import { createBookingRow } from "../factories/booking-factory";
import { createReviewRow } from "../factories/review-factory";
import { createTourRow } from "../factories/tour-factory";
import {
  sampleUploads,
  tourAdminClient,
  tourFields,
  tourForm,
  variantsOf,
  type FormFile,
  type TourJson,
} from "../fixtures/tour-form";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Partial updates and deletes of tours over HTTP, and what happens to their stored files. */

let server: TestServer;
let api: ReturnType<typeof tourAdminClient>;
let jpeg: FormFile;
let png: FormFile;
let pdf: FormFile;

beforeAll(async () => {
  server = await startTestServer();
  api = tourAdminClient(server, await adminHeaders(server.database.db));
  ({ jpeg, png, pdf } = await sampleUploads());
});
afterAll(async () => {
  await server?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const send = (...args: Parameters<typeof api.send>) => api.send(...args);
const createTour = (fields = tourFields(), files: [string, FormFile][] = [["image_url", jpeg]]) =>
  api.createTour(fields, files);
const statusOf = (url: string) => api.statusOf(url);
const storedFiles = () => api.storedFiles();

describe("PATCH /api/tours/{id}", () => {
  it("changes only the fields sent", async () => {
    const tour = await createTour();
    const response = await send(
      "PATCH",
      `/api/tours/${tour.id}`,
      tourForm({ price: "19999", featured: "false" }),
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as TourJson;
    expect(updated).toMatchObject({ price: 19999, featured: false });
    const { price: _p, featured: _f, updatedAt, ...rest } = updated;
    const { price: _p0, featured: _f0, updatedAt: _u0, ...restBefore } = tour;
    expect(rest).toEqual(restBefore);
    expect(updatedAt).not.toBe(tour.updatedAt);
  });

  it("keeps the files when the form sends an empty file input or the current URL as text", async () => {
    const tour = await createTour(tourFields(), [
      ["image_url", jpeg],
      ["itinerary_pdf", pdf],
    ]);
    const form = tourForm({ image_url: tour.image_url, title: "Renamed" });
    form.append("itinerary_pdf", new File([], "", { type: "application/octet-stream" }));
    const response = await send("PATCH", `/api/tours/${tour.id}`, form);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: "Renamed",
      image_url: tour.image_url,
      gallery_images: [],
      itinerary_pdf: tour.itinerary_pdf,
    });
    expect(await statusOf(tour.image_url)).toBe(200);
  });

  it("checks price rules against the stored values and names the field", async () => {
    const tour = await createTour();
    const response = await send("PATCH", `/api/tours/${tour.id}`, tourForm({ price: "35000" }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ original_price: "Must be at least the price" });
    expect((await (await server.fetch(`/api/tours/${tour.id}`)).json()).price).toBe(24999);
  });

  it("changes the length in days as sent, or with a new duration that names days (ADR 058)", async () => {
    const tour = await createTour(); // 7 Days 6 Nights
    const patch = async (fields: Record<string, string>) => {
      const response = await send("PATCH", `/api/tours/${tour.id}`, tourForm(fields));
      return { status: response.status, body: await response.json() };
    };
    expect((await patch({ duration_days: "8" })).body).toMatchObject({ duration_days: 8 });
    // an older client's new text carries the days along; words naming none leave them
    expect((await patch({ duration: "5 Days 4 Nights" })).body).toMatchObject({ duration_days: 5 });
    expect((await patch({ duration: "A week of snow" })).body).toMatchObject({ duration_days: 5 });
    for (const days of ["0", "61", "x"]) {
      expect(await patch({ duration_days: days }), days).toEqual({
        status: 400,
        body: expect.objectContaining({
          errors: { duration_days: "Must be a whole number of days from 1 to 60" },
        }),
      });
    }
    expect((await (await server.fetch(`/api/tours/${tour.id}`)).json()).duration_days).toBe(5);
  });

  it("replacing the main image deletes every width of the old one", async () => {
    const tour = await createTour();
    const response = await send("PATCH", `/api/tours/${tour.id}`, tourForm({}, [["image_url", png]]));
    expect(response.status).toBe(200);
    const updated = (await response.json()) as TourJson;
    expect(updated.image_url).not.toBe(tour.image_url);
    for (const url of variantsOf(tour.image_url)) expect(await statusOf(url), url).toBe(404);
    for (const url of variantsOf(updated.image_url)) expect(await statusOf(url), url).toBe(200);
  });

  it("keeps the gallery images listed, appends new files and deletes the dropped ones", async () => {
    const tour = await createTour(tourFields(), [
      ["image_url", jpeg],
      ["gallery_images", png],
      ["gallery_images", png],
      ["itinerary_pdf", pdf],
    ]);
    const [keep, drop] = tour.gallery_images as [string, string];
    const form = tourForm({ gallery_images: JSON.stringify([keep]), remove_itinerary_pdf: "true" }, [
      ["gallery_images", jpeg],
    ]);
    const response = await send("PATCH", `/api/tours/${tour.id}`, form);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as TourJson;
    expect(updated.gallery_images).toHaveLength(2);
    expect(updated.gallery_images[0]).toBe(keep);
    expect(updated.itinerary_pdf).toBeNull();
    expect(updated.image_url).toBe(tour.image_url);
    expect(await statusOf(keep)).toBe(200);
    expect(await statusOf(updated.gallery_images[1]!)).toBe(200);
    for (const url of variantsOf(drop)) expect(await statusOf(url)).toBe(404);
    expect(await statusOf(tour.itinerary_pdf as string)).toBe(404);
  });

  it("refuses to keep an image that is not in the gallery and leaves no new file behind", async () => {
    const tour = await createTour();
    const before = await storedFiles();
    const form = tourForm({ gallery_images: JSON.stringify(["/uploads/images/elsewhere-960.webp"]) }, [
      ["image_url", png],
    ]);
    const response = await send("PATCH", `/api/tours/${tour.id}`, form);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(["gallery_images"]);
    expect(await storedFiles()).toEqual(before);
    expect(await (await server.fetch(`/api/tours/${tour.id}`)).json()).toEqual(tour);
  });

  it("answers 401 anonymously and 404 for unknown or malformed ids", async () => {
    const tour = await createTour();
    expect((await send("PATCH", `/api/tours/${tour.id}`, tourForm({ price: "1" }), {})).status).toBe(401);
    for (const id of [UNKNOWN_ID, "not-a-uuid", "1%27%20OR%201=1"]) {
      const response = await send("PATCH", `/api/tours/${id}`, tourForm({ price: "1" }));
      expect(response.status, id).toBe(404);
      expect((await response.json()).success).toBe(false);
    }
  });
});

describe("DELETE /api/tours/{id}", () => {
  it("deletes the row, its reviews and files; bookings keep the package title", async () => {
    const db = server.database.db;
    const tour = await createTour(tourFields({ title: "Doomed Trip" }), [
      ["image_url", jpeg],
      ["gallery_images", png],
      ["itinerary_pdf", pdf],
    ]);
    await createReviewRow(db, { packageId: tour.id });
    const booking = await createBookingRow(db, { packageId: tour.id, packageTitle: "Doomed Trip" });

    expect((await send("DELETE", `/api/tours/${tour.id}`, undefined, {})).status).toBe(401);
    const response = await send("DELETE", `/api/tours/${tour.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Tour package deleted" });

    expect((await server.fetch(`/api/tours/${tour.id}`)).status).toBe(404);
    const files = [tour.image_url, ...tour.gallery_images, tour.itinerary_pdf as string];
    for (const url of files.flatMap(variantsOf)) expect(await statusOf(url), url).toBe(404);
    expect(await db.select().from(reviews).where(eq(reviews.packageId, tour.id))).toEqual([]);
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ packageId: null, packageTitle: "Doomed Trip" });

    expect((await send("DELETE", `/api/tours/${tour.id}`)).status).toBe(404);
    expect((await send("DELETE", "/api/tours/not-a-uuid")).status).toBe(404);
  });

  it("never deletes a file another tour still uses", async () => {
    const db = server.database.db;
    const tour = await createTour();
    // the demo seed shares artwork between tours the same way
    const other = await createTourRow(db, { galleryImages: [tour.image_url] });
    expect((await send("DELETE", `/api/tours/${tour.id}`)).status).toBe(200);
    for (const url of variantsOf(tour.image_url)) expect(await statusOf(url), url).toBe(200);
    const [row] = await db.select().from(tourPackages).where(eq(tourPackages.id, other.id));
    expect(row?.galleryImages).toEqual([tour.image_url]);
  });
});
