import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { quotes, tourPackages, type QuoteRow } from "../../../db/schema/index";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { recordAudit } from "~/features/audit/audit-service.server";
import { DomainError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { currentRequest } from "~/lib/request-store.server";
import { quoteMessages } from "./quote-schema";

/**
 * Agents do not set prices (ADR 038, issue 37): a quote built on a package whose total is below the
 * package's own price for the same travellers (its per-person price, triple sharing, times the
 * travellers) by more than the agency's agent discount limit (Settings, 10 % unless changed) is
 * sent only once a manager or owner has approved it. A change to the draft takes the approval away.
 * Managers and owners (who may set prices) send such quotes themselves.
 */

/** The lowest total an agent may send without approval; null when the quote has no package to measure by. */
async function agentFloorOf(db: Db, quote: QuoteRow, config: Config): Promise<number | null> {
  if (!quote.packageId) return null;
  const [tour] = await db
    .select({ price: tourPackages.price })
    .from(tourPackages)
    .where(eq(tourPackages.id, quote.packageId));
  if (!tour) return null;
  const { agent_discount_limit_percent: limit } = await getAgencySettings(db, config);
  // whole rupees, rounded up: the floor is never below the limit
  return Math.ceil((tour.price * quote.numberOfTravelers * (100 - limit)) / 100);
}

/** Refuses (409) a send by a member of staff who may not set prices, of a quote under the floor not yet approved. */
export async function checkAgentQuotePrice(tx: Db, quote: QuoteRow, config: Config): Promise<void> {
  const admin = currentRequest()?.admin;
  if (!admin || roleMay(admin.role, "pricing") || quote.approvedAt !== null) return;
  const floor = await agentFloorOf(tx, quote, config);
  if (floor !== null && quote.total < floor) throw new DomainError("conflict", quoteMessages.needsApproval);
}

/** A manager's or owner's approval of a draft's price (the route's role check lets no one else here). */
export async function approveQuote(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!quote) throw new DomainError("not-found", quoteMessages.notFound);
    if (quote.status !== "draft") throw new DomainError("conflict", quoteMessages.alreadySent);
    const now = new Date();
    await tx.update(quotes).set({ approvedBy: adminId, approvedAt: now }).where(eq(quotes.id, id));
    await recordAudit(tx, {
      action: "quote.approved",
      targetType: "quote",
      targetId: `${quote.number} v${quote.version}`,
      after: { total: quote.total },
    });
  });
}
