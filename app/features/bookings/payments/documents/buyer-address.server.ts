import { data } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "../../../../../db/client";
import { bookings, type BillingDocumentRow } from "../../../../../db/schema/index";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { lockBooking } from "~/features/bookings/booking-lock.server";
import { bookingIdOfLiveLink } from "~/features/bookings/lookup/booking-lookup-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmails } from "~/features/notifications/outbox/outbox-service.server";
import type { AppContext } from "~/lib/app-context";
import { todayInIndia } from "~/lib/dates";
import type { Config } from "~/lib/env.server";
import { CHECK_FIELDS_MESSAGE } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import { buyerAddressMessages, buyerAddressSchema, type BuyerAddressAnswer } from "./buyer-address-schema";
import { invoiceWaitsForAddress } from "./document-figures";
import { documentEmail } from "./document-emails.server";
import { documentPdf, invoiceOfBooking, issueDocument } from "./document-service.server";

/** Whether the booking page should ask for the buyer's address: its tax invoice waits for it. */
export async function invoiceAwaitsAddress(db: Db, bookingId: string): Promise<boolean> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking || booking.status === "cancelled" || !invoiceWaitsForAddress(booking)) return false;
  return (await invoiceOfBooking(db, booking.id)) === null;
}

/**
 * Puts the buyer's address on the booking and, when the tax invoice was waiting for it (paid in
 * full, or the travel date come), issues and emails the invoice in the same transaction.
 */
export async function giveBuyerAddress(
  db: Db,
  bookingId: string,
  address: string,
  config: Config,
  today = todayInIndia(),
): Promise<BillingDocumentRow | null> {
  return db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!locked) return null;
    const [booking] = await tx
      .update(bookings)
      .set({ customerAddress: address, updatedAt: new Date() })
      .where(eq(bookings.id, bookingId))
      .returning();
    const due = booking!.amountPaid >= booking!.totalAmount || booking!.travelDate <= today;
    if (booking!.status === "cancelled" || !due) return null;
    const settings = await getAgencySettings(tx, config);
    const invoice = await issueDocument(tx, {
      kind: "invoice",
      booking: booking!,
      settings,
      issuedOn: today,
    });
    if (!invoice) return null;
    const pdf = await documentPdf(tx, invoice);
    await enqueueEmails(tx, [documentEmail(booking!, invoice, pdf, agencyContactOf(config))]);
    return invoice;
  });
}

/** The booking page's address form: the booking comes from the page's signed link. */
export async function buyerAddressFormAction(form: FormData, context: AppContext, token: string) {
  const value = form.get("customer_address");
  const values = { customer_address: typeof value === "string" ? value : "" };
  const parsed = buyerAddressSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<BuyerAddressAnswer>(
      { intent: "address", ok: false, message: CHECK_FIELDS_MESSAGE, errors, values },
      400,
    );
  }
  const bookingId = await bookingIdOfLiveLink(context.db, token);
  if (!bookingId) throw data(null, { status: 404 });
  const invoice = await giveBuyerAddress(context.db, bookingId, parsed.data.customer_address, context.config);
  return data<BuyerAddressAnswer>({
    intent: "address",
    ok: true,
    message: invoice ? buyerAddressMessages.invoiceIssued : buyerAddressMessages.saved,
  });
}
