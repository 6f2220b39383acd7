import { data, isRouteErrorResponse, Link } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { buttonClass } from "~/components/ui/button";
import { BOOKING_LINK_DAYS_AFTER_TRAVEL } from "~/features/bookings/lookup/booking-lookup-schema";
import {
  bookingIdOfLiveLink,
  bookingViewByToken,
} from "~/features/bookings/lookup/booking-lookup-service.server";
import { bookingPageHeaders, cancelFormAction } from "~/features/bookings/lookup/booking-page-action.server";
import { BookingViewPanel } from "~/features/bookings/lookup/booking-view";
import { PayNowBox } from "~/features/bookings/payments/pay-now/pay-now-box";
import { payNowBoxOf } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { PaymentClaimForm, type ClaimAnswer } from "~/features/bookings/payments/claims/claim-form";
import { claimFormAction } from "~/features/bookings/payments/claims/claim-form-action.server";
import { razorpayFormAction } from "~/features/bookings/payments/razorpay/razorpay-form-action.server";
import { razorpayEnabled } from "~/features/bookings/payments/razorpay/razorpay-service.server";
import { DocumentList } from "~/features/bookings/payments/documents/document-list";
import { BuyerAddressForm } from "~/features/bookings/payments/documents/buyer-address-form";
import type { BuyerAddressAnswer } from "~/features/bookings/payments/documents/buyer-address-schema";
import {
  buyerAddressFormAction,
  invoiceAwaitsAddress,
} from "~/features/bookings/payments/documents/buyer-address.server";
import {
  listDocuments,
  toDocumentJson,
} from "~/features/bookings/payments/documents/document-service.server";
import { PageHero } from "~/features/content/page-hero";
import {
  TravellerDetailsForm,
  type TravellersFormAnswer,
} from "~/features/bookings/travellers/traveller-form";
import { travellersFormAction } from "~/features/bookings/travellers/traveller-form-action.server";
import { TravellerPermitList } from "~/features/bookings/travellers/traveller-permit-list";
import { travellerPermitsOf } from "~/features/bookings/travellers/traveller-permits.server";
import {
  travellerBookingOf,
  travellersAnswerOf,
} from "~/features/bookings/travellers/traveller-service.server";
import { todayInIndia } from "~/lib/dates";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/booking-link";

/** No canonical or social tags: this address is one traveller's key to their booking. */
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const title = loaderData ? `Booking ${loaderData.view.reference}` : "Booking link not valid";
  return privatePageMeta(matches, title);
};

export function headers() {
  return bookingPageHeaders;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const today = todayInIndia();
  const view = await bookingViewByToken(context.db, params.token, today);
  if (!view) throw data(null, { status: 404, headers: bookingPageHeaders });
  if (view === "expired") throw data("expired", { status: 410, headers: bookingPageHeaders });
  const payBox = await payNowBoxOf(context.db, context.config, view.account, view.reference);
  const bookingId = await bookingIdOfLiveLink(context.db, params.token);
  const documents = bookingId ? (await listDocuments(context.db, bookingId)).map(toDocumentJson) : [];
  const online = razorpayEnabled(context.config);
  const trip =
    bookingId && view.status !== "cancelled" ? await travellerBookingOf(context.db, bookingId) : null;
  const travellers = trip ? await travellersAnswerOf(context.db, trip, today) : null;
  const asksAddress = bookingId ? await invoiceAwaitsAddress(context.db, bookingId) : false;
  const permits = trip ? await travellerPermitsOf(context.db, trip.booking.id) : [];
  return data(
    { view, today, payBox, documents, online, travellers, asksAddress, permits },
    { headers: bookingPageHeaders },
  );
}

/** "Already paid?" (intent claim), the travellers' details, or "Ask to cancel". */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") === "claim") return claimFormAction(form, context, params.token);
  if (form.get("intent") === "razorpay") return razorpayFormAction(context, params.token);
  if (form.get("intent") === "travellers") return travellersFormAction(form, context, params.token);
  if (form.get("intent") === "address") return buyerAddressFormAction(form, context, params.token);
  return cancelFormAction(request, context, params.token);
}

export default function BookingLink({ loaderData, actionData }: Route.ComponentProps) {
  const { view, today, payBox, documents, online, travellers, asksAddress, permits } = loaderData;
  const intent = actionData && "intent" in actionData ? actionData.intent : undefined;
  const claimAnswer = intent === "claim" ? (actionData as ClaimAnswer) : undefined;
  const travellersAnswer = intent === "travellers" ? (actionData as TravellersFormAnswer) : undefined;
  const addressAnswer = intent === "address" ? (actionData as BuyerAddressAnswer) : undefined;
  const cancelAnswer = actionData && !("intent" in actionData) ? actionData : undefined;
  return (
    <>
      <PageHero eyebrow="Your booking" title={view.package_title} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <BookingViewPanel view={view} today={today} answer={cancelAnswer}>
          {payBox && <PayNowBox box={payBox} online={online} />}
          {(asksAddress || addressAnswer) && <BuyerAddressForm answer={addressAnswer} />}
          {travellers && <TravellerDetailsForm travellers={travellers} answer={travellersAnswer} />}
          <TravellerPermitList
            permits={permits}
            hrefOf={(permit) => `/booking/${view.token}/travellers/${permit.id}/permit`}
          />
          {view.status !== "cancelled" && view.account.balance > 0 && (
            <PaymentClaimForm amount={payBox?.payNow.amount ?? null} answer={claimAnswer} />
          )}
          <section
            aria-labelledby="documents-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="documents-heading" className="font-display text-xl font-bold text-slate-900">
              Receipts and invoices
            </h2>
            <div className="mt-3">
              <DocumentList
                documents={documents}
                hrefOf={(d) => `/booking/${view.token}/documents/${d.id}`}
              />
            </div>
          </section>
        </BookingViewPanel>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <section className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center">
        <h1 className="font-display text-3xl font-bold text-slate-900">This booking link has expired</h1>
        <p className="mt-4 text-lg text-slate-600">
          Booking links work until {BOOKING_LINK_DAYS_AFTER_TRAVEL} days after the travel date. You can still
          look your booking up with its reference and the email or phone you booked with.
        </p>
        <Link to="/booking" className={`${buttonClass("primary", "lg")} mt-8`}>
          Look up your booking
        </Link>
      </section>
    );
  }
  return <BookingLinkError error={error} />;
}

const BookingLinkError = linkErrorBoundary({
  invalidTitle: "This booking link is not valid",
  invalidText:
    "The link may be incomplete. Look your booking up with its reference and the email or phone you booked with.",
  failedTitle: "Your booking could not be shown",
  action: { to: "/booking", label: "Look up your booking" },
});
