import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { isOneOf } from "./checks";
import { bookings } from "./bookings";

const render = (query: ReturnType<typeof isOneOf>) => new PgDialect().sqlToQuery(query).sql;

describe("isOneOf", () => {
  it("writes the value list as SQL literals, quotes doubled", () => {
    expect(render(isOneOf(sql.raw("source"), ["newsletter", "offers_page Subscription"]))).toBe(
      "source IN ('newsletter', 'offers_page Subscription')",
    );
    expect(render(isOneOf(sql.raw("x"), ["it's"]))).toBe("x IN ('it''s')");
  });

  it("names a table's column as a CHECK constraint does", () => {
    expect(render(isOneOf(bookings.status, ["pending", "confirmed"]))).toBe(
      `"bookings"."status" IN ('pending', 'confirmed')`,
    );
  });
});
