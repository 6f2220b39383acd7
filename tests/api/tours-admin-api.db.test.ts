import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  sampleUploads,
  tourAdminClient,
  tourFields,
  tourForm,
  variantsOf,
  type FormFile,
} from "../fixtures/tour-form";
import { textPretendingToBeJpeg, tinyPdf } from "../fixtures/upload-files";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** The admin's tour form over HTTP: creating with uploads (see tours-admin-update-api for the rest). */

let server: TestServer;
let admin: Record<string, string>;
let api: ReturnType<typeof tourAdminClient>;
let jpeg: FormFile;
let png: FormFile;
let pdf: FormFile;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
  api = tourAdminClient(server, admin);
  ({ jpeg, png, pdf } = await sampleUploads());
});
afterAll(async () => {
  await server?.close();
});

const send = (...args: Parameters<typeof api.send>) => api.send(...args);
const createTour = (fields = tourFields(), files: [string, FormFile][] = [["image_url", jpeg]]) =>
  api.createTour(fields, files);
const storedFiles = () => api.storedFiles();

describe("POST /api/tours", () => {
  it("creates a tour from the multipart form, storing images as WebP and the PDF as is", async () => {
    const tour = await createTour(tourFields({ inclusions: "Hotel,, Meals ,,,, Permits" }), [
      ["image_url", jpeg],
      ["gallery_images", png],
      ["gallery_images", jpeg],
      ["itinerary_pdf", pdf],
    ]);
    expect(tour).toMatchObject({
      destination: "Spiti Valley",
      price: 24999,
      original_price: 29999,
      featured: true,
      available: true,
      subcategory: "spiti",
      inclusions: ["Hotel", "Meals", "Permits"],
      itenory: ["Chandigarh to Shimla", "Shimla to Sangla"],
    });
    expect(tour.image_url).toMatch(/^\/uploads\/tours\/[0-9a-f-]{36}-960\.webp$/);
    expect(tour.gallery_images).toHaveLength(2);
    expect(tour.itinerary_pdf).toMatch(/^\/uploads\/tours\/[0-9a-f-]{36}\.pdf$/);

    for (const url of variantsOf(tour.image_url)) {
      const response = await server.fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
    // the 500 px PNG is never enlarged
    const large = await server.fetch(tour.gallery_images[0]!.replace("-960.webp", "-1600.webp"));
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(500);
    const storedPdf = await server.fetch(tour.itinerary_pdf as string);
    expect(storedPdf.status).toBe(200);
    expect(Buffer.from(await storedPdf.arrayBuffer()).equals(tinyPdf)).toBe(true);

    expect(await (await server.fetch(`/api/tours/${tour.id}`)).json()).toEqual(tour);
  });

  it("answers 401 to anonymous callers and stores nothing", async () => {
    const before = await storedFiles();
    const response = await send("POST", "/api/tours", tourForm(tourFields(), [["image_url", jpeg]]), {});
    expect(response.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 400 with a message per field and stores no file", async () => {
    const before = await storedFiles();
    const fields = tourFields({ price: "12.50", category: "moon", subcategory: "mars", featured: "maybe" });
    delete fields.title;
    const response = await send("POST", "/api/tours", tourForm(fields, [["image_url", jpeg]]));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      title: "Please enter the title",
      price: "Must be a whole number of rupees",
      category: "Please choose domestic or international",
      subcategory: "Please choose a destination from the list",
      featured: "Must be true or false",
    });
    expect(await storedFiles()).toEqual(before);
  });

  it("checks prices across fields and requires the main image", async () => {
    const response = await send("POST", "/api/tours", tourForm(tourFields({ original_price: "100" })));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      original_price: "Must be at least the price",
      image_url: "Please select a valid image file",
    });
  });

  it("judges files by content: text named .jpg and a fake PDF are refused per field", async () => {
    const text: FormFile = { data: textPretendingToBeJpeg, name: "holiday.jpg", type: "image/jpeg" };
    const fakePdf: FormFile = { data: Buffer.from("<html>not a pdf</html>"), name: "plan.pdf" };
    const response = await send(
      "POST",
      "/api/tours",
      tourForm(tourFields(), [
        ["image_url", text],
        ["gallery_images", png],
        ["gallery_images", text],
        ["itinerary_pdf", fakePdf],
      ]),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      image_url: "Please select a valid image file",
      gallery_images: "Please select only image files for gallery",
      itinerary_pdf: "Please select a valid PDF file",
    });
  });

  it("answers 413 for an image over 8 MB, naming the field", async () => {
    const huge: FormFile = { data: Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), name: "huge.jpg" };
    const response = await send("POST", "/api/tours", tourForm(tourFields(), [["image_url", huge]]));
    expect(response.status).toBe(413);
    expect((await response.json()).errors).toEqual({ image_url: "Each image must be at most 8 MB" });
  });

  it("answers 415 to a JSON body", async () => {
    const response = await server.fetch("/api/tours", {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ title: "x" }),
    });
    expect(response.status).toBe(415);
  });

  it("stores hostile strings literally", async () => {
    const hostile = {
      title: "<script>alert(1)</script> Tour",
      description: "'; DROP TABLE tour_packages; --",
      destination: "${7*7} {{7*7}}",
      inclusions: JSON.stringify(["<img src=x onerror=alert(1)>", "Ünïcødé 🏔️"]),
    };
    const tour = await createTour(tourFields(hostile));
    const fetched = await (await server.fetch(`/api/tours/${tour.id}`)).json();
    expect(fetched).toMatchObject({ ...hostile, inclusions: JSON.parse(hostile.inclusions) });
  });
});

describe("a package's length in days (ADR 058)", () => {
  it("is stored and returned as sent, and counted from the duration when not sent", async () => {
    const typed = await createTour(tourFields({ duration: "A week in Spiti", duration_days: "7" }));
    expect(typed).toMatchObject({ duration: "A week in Spiti", duration_days: 7 });
    expect(await (await server.fetch(`/api/tours/${typed.id}`)).json()).toMatchObject({ duration_days: 7 });
    // an older client sends the text alone
    const counted = await createTour(tourFields({ duration: "6N/7D" }));
    expect(counted.duration_days).toBe(7);
  });

  it("answers 400 with a message on the field for 0, 61 or a word, and stores nothing", async () => {
    const before = await storedFiles();
    for (const days of ["0", "61", "x"]) {
      const response = await send(
        "POST",
        "/api/tours",
        tourForm(tourFields({ duration_days: days }), [["image_url", jpeg]]),
      );
      expect(response.status, days).toBe(400);
      expect((await response.json()).errors, days).toEqual({
        duration_days: "Must be a whole number of days from 1 to 60",
      });
    }
    expect(await storedFiles()).toEqual(before);
  });
});

describe("GET /api/openapi.json", () => {
  it("documents the admin tour calls as multipart", async () => {
    const doc = await (await server.fetch("/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/api/tours"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/api/tours/{id}"])).toEqual(expect.arrayContaining(["patch", "delete"]));
    const post = doc.paths["/api/tours"].post;
    expect(post.security).toBeDefined();
    expect(Object.keys(post.requestBody.content)).toEqual(["multipart/form-data"]);
    const fields = post.requestBody.content["multipart/form-data"].schema.properties;
    expect(fields).toHaveProperty("gallery_images");
    expect(fields.duration_days.description).toContain("the return date");
  });
});
