import { describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema";
import { createEnquiryRow } from "../../tests/factories/enquiry-factory";
import { useTestDatabase } from "../../tests/setup/use-test-database";
import { containsText } from "./list-search.server";

const database = useTestDatabase();

describe("containsText", () => {
  it("finds the text in any of the columns, in any case, taking % _ and \\ literally", async () => {
    const db = database.db;
    const percent = await createEnquiryRow(db, { name: "Surely 100% Sure" });
    const underscore = await createEnquiryRow(db, { name: "Plain", subject: "snake_case trip" });
    const backslash = await createEnquiryRow(db, { name: "Back\\slash" });
    await createEnquiryRow(db, { name: "Surely 1000 Sure", subject: "snakeXcase trip" });

    const matching = async (text: string) =>
      (
        await db
          .select()
          .from(enquiries)
          .where(containsText(text, [enquiries.name, enquiries.subject]))
      )
        .map((row) => row.id)
        .sort();

    expect(await matching("0% s")).toEqual([percent.id]);
    expect(await matching("SNAKE_")).toEqual([underscore.id]);
    expect(await matching("k\\s")).toEqual([backslash.id]);
  });
});
