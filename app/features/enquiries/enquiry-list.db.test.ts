import { describe, expect, it } from "vitest";
import { createEnquiryRow } from "../../../tests/factories/enquiry-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { parseListQuery, screenPageOf } from "~/lib/list-query";
import { enquiryAdminQuerySchema } from "./enquiry-admin-query";
import { countEnquiries, eachEnquiryBatch, enquiryListAnswer, listEnquiries } from "./enquiry-list.server";
import { ENQUIRY_PAGE_SIZE } from "./enquiry-schema";

const database = useTestDatabase();

const screen = (params: Record<string, string>) => {
  const parsed = enquiryAdminQuerySchema.parse(params);
  return { ...parsed, ...screenPageOf(parsed, ENQUIRY_PAGE_SIZE) };
};

describe("the enquiry list (API, screen and export)", () => {
  it("filters by source, arrival day in India and search; 10 a page", async () => {
    const { db } = database;
    const late = await createEnquiryRow(db, {
      source: "chatbot",
      createdAt: new Date("2026-02-01T18:29:59Z"),
    });
    await createEnquiryRow(db, { source: "chatbot", createdAt: new Date("2026-02-01T18:30:00Z") });
    for (let i = 0; i < 12; i++) await createEnquiryRow(db, { source: "popup", name: `Paging ${i}` });

    const day = await listEnquiries(db, screen({ source: "chatbot", from: "2026-02-01", to: "2026-02-01" }));
    expect(day.items.map((e) => e.id)).toEqual([late.id]);
    const popups = await listEnquiries(db, screen({ source: "popup", page: "2" }));
    expect(await countEnquiries(db, { source: "popup" })).toEqual({ count: 12, capped: false });
    expect(popups.items.map((e) => e.name)).toEqual(["Paging 1", "Paging 0"]);
    expect(popups.next).toBeNull();
  });

  it("answers the API's numbered pages, then the Link's cursor beyond; refuses numbers past 1,000 rows", async () => {
    const { db } = database;
    for (let i = 0; i < 5; i++) await createEnquiryRow(db, { source: "other", subject: "Cursor walk" });
    const first = await enquiryListAnswer(db, { q: "cursor walk", limit: 2, page: 1 });
    expect(first.body.pagination).toEqual({ page: 1, pages: 3, total: 5, limit: 2 });
    expect(first.page.next).not.toBeNull();
    const second = await enquiryListAnswer(db, {
      q: "cursor walk",
      limit: 2,
      page: 1,
      cursor: first.page.next!,
    });
    expect(second.body.pagination.page).toBe(0);
    expect(second.body.data.map((e) => e.id)).not.toContain(first.body.data[0]!.id);
    await expect(enquiryListAnswer(db, { limit: 10, page: 101 })).rejects.toThrow(/Link header/);
  });

  it("finds a lead by name, email, message and phone in any format", async () => {
    const { db } = database;
    const lead = await createEnquiryRow(db, {
      name: "Ishaan Quokkaworth",
      email: "ishaan.q@example.net",
      phone: "098765 12340",
      message: "Honeymoon in Spiti please",
    });
    const found = async (q: string) => (await listEnquiries(db, { q, limit: 50 })).items.map((e) => e.id);
    for (const q of [
      "quokkaworth",
      "ISHAAN.Q@",
      "honeymoon in spiti",
      "+91 98765 12340",
      "09876512340",
      "9876512340",
      "98765-1234",
    ]) {
      expect(await found(q), q).toEqual([lead.id]);
    }
  });

  it("exports every matching row, in batches, however many", async () => {
    const { db } = database;
    for (let i = 0; i < 11; i++) await createEnquiryRow(db, { destination: "Batchistan" });
    const batches: number[] = [];
    for await (const batch of eachEnquiryBatch(db, { q: "batchistan" }, 4)) batches.push(batch.length);
    expect(batches).toEqual([4, 4, 3]);
  });

  it("drops a bad filter value and says why, keeping the others", () => {
    const { query: parsed, errors } = parseListQuery(
      enquiryAdminQuerySchema,
      new URLSearchParams("source=fax&q=goa&page=x"),
    );
    expect(parsed).toEqual({ q: "goa", page: 1 });
    expect(Object.keys(errors).sort()).toEqual(["page", "source"]);
  });
});
