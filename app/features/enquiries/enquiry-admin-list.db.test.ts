import { describe, expect, it } from "vitest";
import { createEnquiryRow } from "../../../tests/factories/enquiry-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { parseListQuery } from "~/lib/list-query";
import { listEnquiriesForExport, listEnquiriesPage } from "./enquiry-admin-list.server";
import { enquiryAdminQuerySchema } from "./enquiry-admin-query";

const database = useTestDatabase();

const query = (params: Record<string, string>) => enquiryAdminQuerySchema.parse(params);

describe("the admin's enquiry list", () => {
  it("filters by source, arrival day in India and search; 10 a page", async () => {
    const { db } = database;
    const late = await createEnquiryRow(db, {
      source: "chatbot",
      createdAt: new Date("2026-02-01T18:29:59Z"),
    });
    await createEnquiryRow(db, { source: "chatbot", createdAt: new Date("2026-02-01T18:30:00Z") });
    for (let i = 0; i < 12; i++) await createEnquiryRow(db, { source: "popup", name: `Paging ${i}` });

    const day = await listEnquiriesPage(
      db,
      query({ source: "chatbot", from: "2026-02-01", to: "2026-02-01" }),
    );
    expect(day.data.map((e) => e.id)).toEqual([late.id]);
    const popups = await listEnquiriesPage(db, query({ source: "popup", page: "2" }));
    expect(popups.pagination).toEqual({ page: 2, pages: 2, total: 12, limit: 10 });
    expect(popups.data.map((e) => e.name)).toEqual(["Paging 1", "Paging 0"]);
    expect(await listEnquiriesForExport(db, query({ source: "popup", q: "paging" }))).toHaveLength(12);
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
