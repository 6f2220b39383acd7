import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTourRow } from "../factories/tour-factory";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("GET /api/tours", () => {
  it("lists tours as JSON with the API's fields and filters by subcategory", async () => {
    const db = server.database.db;
    const spiti = await createTourRow(db, { subcategory: "spiti", destination: "Spiti Valley" });
    await createTourRow(db, { subcategory: "kerala", destination: "Kerala" });

    const response = await server.fetch("/api/tours?subcategory=spiti");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const tours = await response.json();
    expect(tours).toHaveLength(1);
    expect(tours[0]).toMatchObject({ _id: spiti.id, id: spiti.id, destination: "Spiti Valley" });
    for (const field of [
      "title",
      "description",
      "destination",
      "duration",
      "pick_drop",
      "price",
      "original_price",
      "double_sharing_price",
      "double_sharing_original_price",
      "image_url",
      "gallery_images",
      "itinerary_pdf",
      "inclusions",
      "exclusions",
      "think_to_pack",
      "itenory",
      "category",
      "subcategory",
      "featured",
      "available",
    ]) {
      expect(tours[0]).toHaveProperty(field);
    }
  });

  it("filters by destination (substring, any case), category, featured and search, combined with AND", async () => {
    const db = server.database.db;
    const tag = `Zq${Date.now().toString(36)}`;
    const domestic = await createTourRow(db, {
      destination: `${tag} Hills`,
      category: "domestic",
      featured: true,
    });
    const abroad = await createTourRow(db, {
      destination: `${tag} Coast`,
      category: "international",
      featured: false,
    });
    const ids = async (query: string) =>
      ((await (await server.fetch(`/api/tours?${query}`)).json()) as { id: string }[])
        .map((t) => t.id)
        .sort();

    expect(await ids(`destination=${tag.toLowerCase()}`)).toEqual([domestic.id, abroad.id].sort());
    expect(await ids(`destination=${tag}&category=international`)).toEqual([abroad.id]);
    expect(await ids(`destination=${tag}&featured=true`)).toEqual([domestic.id]);
    expect(await ids(`destination=${tag}&featured=false`)).toEqual([abroad.id]);
    expect(await ids(`q=${tag}%20coast`)).toEqual([abroad.id]);
    // LIKE wildcards in the text are matched literally
    expect(await ids(`destination=%25`)).toEqual([]);
  });

  it("answers 400 with a message per field for a bad filter", async () => {
    const response = await server.fetch("/api/tours?category=moon&featured=maybe");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(["category", "featured"]);
  });
});

describe("GET /api/tours/featured", () => {
  it("returns at most six featured tours", async () => {
    const db = server.database.db;
    for (let i = 0; i < 7; i++) await createTourRow(db, { featured: true });
    const response = await server.fetch("/api/tours/featured");
    expect(response.status).toBe(200);
    const tours = await response.json();
    expect(tours).toHaveLength(6);
    expect(tours.every((t: { featured: boolean }) => t.featured)).toBe(true);
  });
});

describe("GET /api/tours/{id}", () => {
  it("returns one tour", async () => {
    const row = await createTourRow(server.database.db, { title: "<script>alert(1)</script> Tour" });
    const response = await server.fetch(`/api/tours/${row.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: row.id, title: "<script>alert(1)</script> Tour" });
  });

  it("answers 404 JSON for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1%27%20OR%201=1"]) {
      const response = await server.fetch(`/api/tours/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).success).toBe(false);
    }
  });

  it("answers 405 for a method the route does not take and 404 JSON for no route", async () => {
    const wrong = await server.fetch("/api/tours/featured", { method: "DELETE" });
    expect(wrong.status).toBe(405);
    const missing = await server.fetch("/api/nothing-here");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });
});
