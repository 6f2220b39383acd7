import { describe, expect, it } from "vitest";
import { contacts } from "../../../db/schema";
import { createAdminRow } from "../../../tests/factories/admin-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { loadPipelineOverview } from "./pipeline-overview-service.server";

const database = useTestDatabase();

// Wednesday 20 May 2026, 11:30 in India
const NOW = new Date("2026-05-20T06:00:00Z");

let phones = 0;
/** A contact as the forms would have made it, with what the test says of its stage and dates. */
async function contact(values: Partial<typeof contacts.$inferInsert> & { name: string }) {
  phones += 1;
  const [row] = await database.db
    .insert(contacts)
    .values({ phone: `+9198765${String(phones).padStart(5, "0")}`, ...values })
    .returning();
  return row!;
}

describe("loadPipelineOverview", () => {
  it("lists follow-ups due, new leads oldest first, and this month's funnel by source", async () => {
    const { db } = database;
    const me = await createAdminRow(db);
    const colleague = await createAdminRow(db);
    const may = (day: number) => new Date(`2026-05-${String(day).padStart(2, "0")}T05:00:00Z`);

    const first = await contact({ name: "Asha", utmSource: "google", createdAt: may(2) });
    await contact({ name: "Bela", createdAt: may(10) });
    await contact({
      name: "Chetan",
      stage: "contacted",
      ownerId: me.id,
      nextFollowUp: "2026-05-20",
      utmSource: "google",
      createdAt: may(5),
    });
    await contact({
      name: "Divya",
      stage: "quoted",
      ownerId: colleague.id,
      nextFollowUp: "2026-05-18",
      utmSource: "instagram",
      createdAt: may(6),
    });
    // won (closed): no follow-up asked of anyone, whatever its date
    await contact({
      name: "Esha",
      stage: "won",
      nextFollowUp: "2026-05-01",
      utmSource: "instagram",
      createdAt: may(7),
    });
    // a follow-up still to come, and a lead of last month: in neither list nor the funnel
    await contact({
      name: "Farhan",
      stage: "contacted",
      ownerId: me.id,
      nextFollowUp: "2026-05-25",
      createdAt: new Date("2026-04-28T05:00:00Z"),
    });
    // merged into Asha: counted once, through her
    await contact({ name: "Asha again", mergedInto: first.id, utmSource: "google", createdAt: may(3) });

    const overview = await loadPipelineOverview(db, me.id, NOW);
    expect(overview.today).toBe("2026-05-20");
    expect(overview.myFollowUps.map((row) => row.name)).toEqual(["Chetan"]);
    expect(overview.allFollowUps.map((row) => [row.name, row.owner])).toEqual([
      ["Divya", colleague.loginId],
      ["Chetan", me.loginId],
    ]);
    expect(overview.newLeads.map((row) => row.name)).toEqual(["Asha", "Bela"]);
    expect(overview.funnel).toEqual([
      { source: "google", leads: 2, contacted: 1, quoted: 0, won: 0 },
      { source: "instagram", leads: 2, contacted: 2, quoted: 2, won: 1 },
      { source: "", leads: 1, contacted: 0, quoted: 0, won: 0 },
    ]);
  });
});
