import type { AppContext } from "~/lib/app-context";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { DomainError } from "~/lib/domain-error";
import { createLeaderLink, revokeLeaderLinks } from "./leader-service.server";
import { answerFromSupplier, requestFromSupplier } from "./supplier-request-service.server";
import { supplierAnswerInputSchema, supplierRequestInputSchema } from "./trip-schema";

type TripPageAnswer = { ok: boolean; message: string; url?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * The departure's running screen: make or withdraw the leader's link, ask a supplier, record
 * their answer; the same schemas and services as the API.
 */
export async function tripPageAction(
  context: AppContext,
  ids: { packageId: string; departureId: string; adminId: string },
  form: FormData,
): Promise<TripPageAnswer> {
  const { packageId, departureId } = ids;
  try {
    switch (form.get("intent")) {
      case "leader-link": {
        const link = await createLeaderLink(
          context.db,
          packageId,
          departureId,
          context.config.SITE_URL,
          ids.adminId,
        );
        return link
          ? { ok: true, message: `Link made: it opens until ${link.expires_on}.`, url: link.url }
          : { ok: false, message: "Departure not found" };
      }
      case "revoke-links": {
        const revoked = await revokeLeaderLinks(context.db, packageId, departureId);
        return {
          ok: revoked !== null,
          message: `${revoked ?? 0} ${revoked === 1 ? "link" : "links"} withdrawn.`,
        };
      }
      case "request": {
        const target = supplierRequestInputSchema.safeParse({
          supplier_id: text(form, "supplier_id"),
          vehicle_id: text(form, "vehicle_id"),
        });
        if (!target.success) return { ok: false, message: target.error.issues[0]?.message ?? "Not valid" };
        const sent = await requestFromSupplier(
          context.db,
          packageId,
          departureId,
          target.data,
          agencyContactOf(context.config),
        );
        return sent
          ? { ok: true, message: `Request emailed to ${sent.emailed_to}.` }
          : { ok: false, message: "Departure not found" };
      }
      case "answer": {
        const answer = supplierAnswerInputSchema.safeParse({
          supplier_id: text(form, "supplier_id"),
          vehicle_id: text(form, "vehicle_id"),
          status: text(form, "status"),
          confirmation_number: text(form, "confirmation_number") ?? "",
        });
        if (!answer.success) return { ok: false, message: answer.error.issues[0]?.message ?? "Not valid" };
        await answerFromSupplier(context.db, packageId, departureId, answer.data);
        return {
          ok: true,
          message: answer.data.status === "confirmed" ? "Marked confirmed." : "Marked declined.",
        };
      }
      default:
        return { ok: false, message: "Unknown action" };
    }
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    throw error;
  }
}
