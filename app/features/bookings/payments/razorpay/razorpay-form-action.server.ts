import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { bookings } from "../../../../../db/schema/index";
import { bookingIdOfLiveLink } from "~/features/bookings/lookup/booking-lookup-service.server";
import type { AppContext } from "~/lib/app-context";
import { logJson } from "~/lib/logger.server";
import type { ClaimAnswer } from "../claims/claim-form";
import { accountOf } from "../payment-service.server";
import { createPaymentLink, razorpayEnabled } from "./razorpay-service.server";

/** The booking page's "Pay online": a Razorpay Payment Link for the amount due now, then its page. */
export async function razorpayFormAction(context: AppContext, token: string) {
  const failed = (message: string, status: number) =>
    data<ClaimAnswer>({ intent: "claim", ok: false, message }, status);
  if (!razorpayEnabled(context.config)) return failed("Online payment is not available", 404);
  const bookingId = await bookingIdOfLiveLink(context.db, token);
  const [booking] = bookingId
    ? await context.db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1)
    : [];
  if (!booking) return failed("This booking link is not valid", 404);
  const due = accountOf(booking, booking.amountPaid).next_due;
  if (!due || due.amount <= 0) return failed("Nothing is due on this booking", 409);
  let url: string;
  try {
    url = await createPaymentLink(
      context.config,
      {
        id: booking.id,
        reference: booking.reference,
        name: booking.customerName,
        email: booking.customerEmail,
        phone: booking.customerPhone,
      },
      due.amount,
    );
  } catch (error) {
    logJson({ level: "error", msg: "razorpay payment link failed", error: String(JSON.stringify(error)) });
    return failed("Online payment is not available just now. Please pay by UPI or bank transfer.", 502);
  }
  throw redirect(url);
}
