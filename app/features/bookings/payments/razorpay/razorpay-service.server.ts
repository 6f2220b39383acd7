import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { lockBooking } from "~/features/bookings/booking-lock.server";
import Razorpay from "razorpay";
import { z } from "zod";
import type { Db } from "../../../../../db/client";
import { payments } from "../../../../../db/schema/index";
import { todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { logJson } from "~/lib/logger.server";
import { recordPayment } from "../payment-service.server";

/** Razorpay is on when the agency gave its key and webhook secret (README, "Configuration"). */
export function razorpayEnabled(config: Config): boolean {
  return Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET);
}

function client(config: Config) {
  const razorpay = new Razorpay({ key_id: config.RAZORPAY_KEY_ID!, key_secret: config.RAZORPAY_KEY_SECRET! });
  // tests point the official SDK at a local server that answers as Razorpay's API does
  if (config.RAZORPAY_API_URL) {
    (razorpay as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      config.RAZORPAY_API_URL;
  }
  return razorpay;
}

/**
 * A Razorpay Payment Link for the amount due now (card, netbanking, UPI on Razorpay's page). The
 * booking's id travels in its notes, so the webhook knows which booking it pays.
 */
export async function createPaymentLink(
  config: Config,
  booking: { id: string; reference: string; name: string; email: string; phone: string },
  amount: number,
): Promise<string> {
  const link = await client(config).paymentLink.create({
    amount: amount * 100,
    currency: "INR",
    accept_partial: false,
    description: `Booking ${booking.reference}`,
    reference_id: `${booking.reference}-${Date.now().toString(36)}`,
    customer: { name: booking.name, email: booking.email, contact: booking.phone },
    notify: { sms: false, email: false },
    reminder_enable: false,
    notes: { booking_id: booking.id, booking_reference: booking.reference },
    callback_url: new URL("/booking", config.SITE_URL).toString(),
    callback_method: "get",
  });
  return link.short_url;
}

/** `X-Razorpay-Signature`: the hex HMAC-SHA256 of the raw body with the webhook secret. */
function signatureValid(body: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("hex"));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** ₹10 crore: far above any booking, well inside an integer column. */
const MAX_PAYMENT_PAISE = 100_000_000 * 100;

/**
 * A `payment_link.paid` event as we take it (issue 37): a payment of whole rupees (our links ask
 * for whole rupees, so paise that do not make one are not ours to round), for a booking's id.
 * Anything else in a signed event is refused with 400 and nothing is recorded.
 */
const paidEventSchema = z.object({
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().trim().min(1).max(100),
        amount: z
          .number()
          .int("The amount must be whole paise")
          .positive("The amount must be above zero")
          .max(MAX_PAYMENT_PAISE, "The amount is too large")
          .refine((paise) => paise % 100 === 0, "The amount must be whole rupees"),
        created_at: z.number().int().positive().optional(),
      }),
    }),
    payment_link: z.object({
      entity: z.object({
        notes: z.object({ booking_id: z.string().refine(isUuid, "The booking id is not one of ours") }),
      }),
    }),
  }),
});

/**
 * Razorpay's webhook: a `payment_link.paid` event records the payment (method razorpay, its
 * payment id as reference) once per Razorpay payment id, whatever order or how often events
 * arrive: the booking's row is locked, then the payment id looked up, in one transaction (and a
 * unique index stands behind it). Other events are acknowledged and ignored.
 */
export async function handleRazorpayWebhook(
  db: Db,
  config: Config,
  body: string,
  signature: string,
): Promise<{ recorded: boolean }> {
  if (!razorpayEnabled(config)) throw new DomainError("not-found", "Razorpay is not set up");
  if (!signatureValid(body, signature, config.RAZORPAY_WEBHOOK_SECRET!)) {
    throw new DomainError("invalid", "The signature does not match");
  }
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new DomainError("invalid", "The body is not JSON");
  }
  if ((event as { event?: unknown } | null)?.event !== "payment_link.paid") return { recorded: false };
  const paid = paidEventSchema.safeParse(event);
  if (!paid.success) {
    throw new DomainError("invalid", `Not a payment we can record: ${paid.error.issues[0]!.message}`);
  }
  const payment = paid.data.payload.payment.entity;
  const bookingId = paid.data.payload.payment_link.entity.notes.booking_id.toLowerCase();
  const paymentId = payment.id;
  const amount = payment.amount / 100;
  const paidOn = todayInIndia(payment.created_at ? new Date(payment.created_at * 1000) : new Date());
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new DomainError("not-found", "No such booking");
    const [earlier] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.method, "razorpay"), eq(payments.reference, paymentId)))
      .limit(1);
    if (earlier) return { recorded: false };
    try {
      await recordPayment(
        tx,
        booking.id,
        { kind: "payment", amount, method: "razorpay", reference: paymentId, received_on: paidOn },
        undefined,
        { config },
      );
    } catch (error) {
      // paid twice (or after a cancellation): the money is Razorpay's to refund, the staff must see it
      if (!(error instanceof DomainError)) throw error;
      logJson({
        level: "error",
        msg: "razorpay payment not recorded",
        payment_id: paymentId,
        reason: error.message,
      });
      return { recorded: false };
    }
    return { recorded: true };
  });
}
