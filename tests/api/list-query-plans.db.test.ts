import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { overviewQueries } from "../../app/features/admin-dashboard/overview-service.server";
import { bookingPageQuery } from "../../app/features/bookings/lists/booking-list.server";
import { contactPageQuery } from "../../app/features/contacts/contact-service.server";
import { enquiryPageQuery } from "../../app/features/enquiries/enquiry-list.server";
import { overduePageQuery } from "../../app/features/bookings/payments/overdue-list.server";
import { orderPageQuery } from "../../app/features/shop/admin/order-list.server";
import { useTestDatabase } from "../setup/use-test-database";

const database = useTestDatabase();

type Built = { toSQL: () => { sql: string; params: unknown[] } };

/**
 * The plan of a list's page with sequential scans priced out: if the query's expression is not the
 * one an index of migration 0010 was built on, PostgreSQL cannot use that index and the plan
 * names none. (On a table of a few rows the planner would rightly scan; on a million it must not.)
 * On PostgreSQL this shows the index is used; `npm run bench:scale` times it on a million rows.
 */
async function planOf(built: Built, search: boolean | "count"): Promise<string> {
  const { sql: text, params } = built.toSQL();
  // a page in list order walks its ordered index; a search may also walk that index and filter
  // (the cheaper plan on a tiny table), so for a search only bitmap scans, which need a condition
  // the index serves, are left to the planner; a count may use either
  const settings =
    search === "count"
      ? "SET LOCAL enable_seqscan = off;"
      : search
        ? "SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off;"
        : "SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off;";
  const pglite = database.pglite;
  if (pglite) {
    return pglite.transaction(async (tx) => {
      await tx.exec(settings);
      const result = await tx.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params);
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }
  const client = new pg.Client({ connectionString: database.url! });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query(settings);
    const result = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params);
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  } finally {
    await client.end();
  }
}

describe("each list's page and search reads an index (EXPLAIN)", () => {
  it.each([
    ["bookings, newest first", () => bookingPageQuery(database.db, { limit: 50 }), "bookings_date_idx"],
    [
      "bookings of one status",
      () => bookingPageQuery(database.db, { limit: 50, status: "pending" }),
      "bookings_status_idx",
    ],
    [
      "bookings by name or email",
      () => bookingPageQuery(database.db, { limit: 50, q: "meera iyer" }),
      "bookings_search_trgm_idx",
    ],
    [
      "bookings by a full phone number",
      () => bookingPageQuery(database.db, { limit: 50, q: "+91 98765 43210" }),
      "bookings_phone_national_idx",
    ],
    [
      "bookings by part of a phone number",
      () => bookingPageQuery(database.db, { limit: 50, q: "98765" }),
      "bookings_phone_digits_trgm_idx",
    ],
    [
      "bookings by reference",
      () => bookingPageQuery(database.db, { limit: 50, q: "sf-7k3m9q" }),
      "bookings_reference_unique",
    ],
    [
      "enquiries by text",
      () => enquiryPageQuery(database.db, { limit: 50, q: "honeymoon" }),
      "enquiries_search_trgm_idx",
    ],
    [
      "enquiries by phone",
      () => enquiryPageQuery(database.db, { limit: 50, q: "09876543210" }),
      "enquiries_phone_national_idx",
    ],
    [
      "shop orders by text",
      () => orderPageQuery(database.db, { limit: 50, q: "pune" }),
      "gear_orders_search_trgm_idx",
    ],
    ["contacts, newest first", () => contactPageQuery(database.db, { limit: 50 }), "contacts_created_idx"],
    [
      "contacts by name or email",
      () => contactPageQuery(database.db, { limit: 50, q: "meera iyer" }),
      "contacts_search_trgm_idx",
    ],
    [
      "contacts by a full phone number",
      () => contactPageQuery(database.db, { limit: 50, q: "098765 43210" }),
      "contacts_phone_national_idx",
    ],
    [
      "contacts by part of a phone number",
      () => contactPageQuery(database.db, { limit: 50, q: "98765" }),
      "contacts_phone_digits_trgm_idx",
    ],
    [
      "overdue balances, longest overdue first",
      () => overduePageQuery(database.db, { limit: 50 }, "2026-06-01"),
      "bookings_overdue_idx",
    ],
  ])("%s", async (name, build, index) => {
    const plan = await planOf(build(), / by /.test(name));
    expect(plan, plan).toContain(index);
  });
});

describe("each figure and chart of the Overview reads an index (EXPLAIN)", () => {
  const queries = overviewQueries(new Date("2026-06-15T06:30:00Z"));
  const dialect = new PgDialect();
  const built = (query: (typeof queries)[keyof typeof queries]): Built => ({
    toSQL: () => dialect.sqlToQuery(query),
  });

  it.each([
    [
      "the figures",
      queries.figures,
      ["enquiries_created_idx", "bookings_status_idx", "bookings_date_idx", "gear_orders_status_idx"],
    ],
    ["the weekly chart", queries.weeks, ["bookings_date_idx", "enquiries_created_idx"]],
    ["leads by source", queries.bySource, ["enquiries_created_idx"]],
  ])("%s", async (_name, query, indexes) => {
    const plan = await planOf(built(query), "count");
    // with sequential scans priced out, PostgreSQL still scans a table no index can serve
    expect(plan, plan).not.toMatch(/Seq Scan on (bookings|enquiries|gear_orders)\b/);
    for (const index of indexes) expect(plan, plan).toContain(index);
  });
});
