import { desc, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cspReports } from "../../../db/schema";
import type { CspReportInput, CspReportJson, CspReportListQuery } from "./csp-report-schema";

const KEEP_DAYS = 30;

/** Stores the reports of one post from `address`; now and then drops those past KEEP_DAYS. */
export async function storeCspReports(
  db: Db,
  reports: CspReportInput[],
  address: string,
  now = new Date(),
): Promise<number> {
  if (reports.length === 0) return 0;
  await db.insert(cspReports).values(reports.map((report) => ({ ...report, address, at: now })));
  if (Math.random() < 0.01) {
    await db.delete(cspReports).where(lt(cspReports.at, new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
  }
  return reports.length;
}

/** Newest first, paged by `before` (the last id seen). */
export async function listCspReports(db: Db, query: CspReportListQuery): Promise<CspReportJson[]> {
  const rows = await db
    .select()
    .from(cspReports)
    .where(query.before ? lt(cspReports.id, query.before) : undefined)
    .orderBy(desc(cspReports.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    document_url: row.documentUrl,
    directive: row.directive,
    blocked_url: row.blockedUrl,
    sample: row.sample,
    address: row.address,
  }));
}
