import { z } from "zod";
import { keysetQueryShape } from "~/lib/keyset-page";

const auditActions = [
  "admin.login",
  "admin.login_failed",
  "admin.logout_everywhere",
  "admin.totp_enabled",
  "admin.totp_disabled",
  "admin.recovery_code_used",
  "admin.totp_reenrolled",
  "admin.password_changed",
  "admin.account_locked",
  "admin.second_factor_policy",
  "staff.invited",
  "staff.updated",
  "staff.invite_accepted",
  "people.exported",
  "people.erased",
  "token.issued",
  "token.revoked",
  "booking.status_changed",
  "tour.created",
  "tour.updated",
  "tour.deleted",
  "review.created",
  "review.deleted",
  "review.approved",
  "review.rejected",
  "order.status_changed",
  "payment.recorded",
  "payment.refunded",
  "cancellation.approved",
  "cancellation.declined",
  "departure.created",
  "departure.updated",
  "departure.deleted",
  "waitlist.converted",
  "waitlist.removed",
  "pricing_rule.created",
  "pricing_rule.updated",
  "pricing_rule.deleted",
  "promo_code.created",
  "promo_code.updated",
  "promo_code.deleted",
  "pricing.settings_changed",
  "settings.updated",
  "tax_rule.added",
  "payment_claim.accepted",
  "payment_claim.rejected",
  "traveller.id_revealed",
  "traveller.ids_exported",
  "traveller.permit_updated",
  "contact.updated",
  "contact.merged",
  "quote.created",
  "quote.updated",
  "quote.sent",
  "quote.revised",
  "quote.accepted",
  "quote.changes_requested",
  "quote.approved",
  // the money of a departure (issue 41)
  "supplier.created",
  "supplier.updated",
  "supplier.archived",
  "supplier.deleted",
  "supplier_bill.recorded",
  "supplier_payment.recorded",
  "costs.package_saved",
  "costs.departure_saved",
  "trip.leader_link_created",
  "trip.leader_link_revoked",
  "privacy-request.decided",
  "complaint.resolved",
  "breach.recorded",
  "breach.updated",
  "consent.withdrawn",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditListQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  before: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("older than this entry id (or follow the Link header)"),
  ...keysetQueryShape,
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), login_id: z.string(), address: z.string() }),
  action: z.enum(auditActions),
  target: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
