import { data, Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { BookingStatusActions } from "~/features/bookings/lists/booking-status-actions";
import { BookingStatusBadge } from "~/features/bookings/ui/booking-status-badge";
import { BookingDetails } from "~/features/bookings/lists/booking-table";
import { bookingStatusUpdateSchema } from "~/features/bookings/booking-schema";
import { getBooking, updateBookingStatus } from "~/features/bookings/booking-service.server";
import { decisionFormAction } from "~/features/bookings/cancellations/cancellation-form-action.server";
import { CancellationRequestCard } from "~/features/bookings/cancellations/cancellation-request-card";
import { listCancellationRequests } from "~/features/bookings/cancellations/cancellation-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import {
  CancellationTerms,
  PaymentFigures,
  PaymentScheduleTable,
  SettlementText,
} from "~/features/bookings/payments/payment-account";
import { ClaimCard } from "~/features/bookings/payments/claims/claim-card";
import { claimDecisionFormAction } from "~/features/bookings/payments/claims/claim-decision-action.server";
import { listClaims } from "~/features/bookings/payments/claims/claim-service.server";
import { formatRupees } from "~/lib/money";
import { PaymentForm } from "~/features/bookings/payments/payment-form";
import { paymentFormAction } from "~/features/bookings/payments/payment-form-action.server";
import { PaymentHistory } from "~/features/bookings/payments/payment-history";
import { getBookingPayments } from "~/features/bookings/payments/payment-service.server";
import { PayNowBox } from "~/features/bookings/payments/pay-now/pay-now-box";
import { DocumentList } from "~/features/bookings/payments/documents/document-list";
import {
  listDocuments,
  toDocumentJson,
} from "~/features/bookings/payments/documents/document-service.server";
import { payNowBoxOf } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { travellerAdminFormAction } from "~/features/bookings/travellers/traveller-admin-action.server";
import { TravellerAdminList } from "~/features/bookings/travellers/traveller-admin-list";
import { listTravellersForAdmin } from "~/features/bookings/travellers/traveller-service.server";
import { todayInIndia } from "~/lib/dates";
import type { Route } from "./+types/booking-detail";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.booking.reference ?? "Booking"} · Bookings · Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const today = todayInIndia();
  const booking = await getBooking(context.db, params.id);
  const money = booking && (await getBookingPayments(context.db, booking.id, today));
  if (!booking || !money) throw data("Booking not found", { status: 404 });
  const requests = (await listCancellationRequests(context.db, { bookingId: booking.id }, today)).items;
  const payBox = await payNowBoxOf(context.db, context.config, money.account, booking.reference);
  const documents = (await listDocuments(context.db, booking.id)).map(toDocumentJson);
  const travellers = await listTravellersForAdmin(context.db, booking.id, today);
  const claims = await listClaims(context.db, { bookingId: booking.id });
  return { booking, money, requests, today, payBox, documents, travellers, claims };
}

/**
 * Status (Confirm / Cancel), a payment or refund, a decision on a cancellation request, or a
 * traveller's ID reveal or permit.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "payment") return paymentFormAction(context.db, params.id, form, context.config);
  if (intent === "decision") return decisionFormAction(context, form);
  if (intent === "claim-decision") return claimDecisionFormAction(context, form);
  if (intent === "reveal" || intent === "permit") return travellerAdminFormAction(context, params.id, form);
  // BookingStatusActions: the same schema and service as PATCH /api/bookings/{id}/status
  const update = bookingStatusUpdateSchema.safeParse({ status: form.get("status") });
  if (!update.success) {
    return data(
      { intent: "status" as const, ok: false, message: "Status must be confirmed or cancelled" },
      400,
    );
  }
  await updateBookingStatus(context.db, params.id, update.data, { agency: agencyContactOf(context.config) });
  return { intent: "status" as const, ok: true, message: "Status changed" };
}

const section = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";

export default function BookingDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, money, requests, today, payBox, documents, travellers, claims } = loaderData;
  const { account } = money;
  const refundOwed = account.settlement?.refund_owed ?? 0;
  const claimAnswer = actionData?.intent === "claim-decision" ? actionData : undefined;
  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin/bookings" className="text-sm font-semibold text-brand-800 underline">
          Back to Bookings
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold text-slate-900">Booking {booking.reference}</h1>
          <BookingStatusBadge status={booking.status} />
          {refundOwed > 0 && (
            <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
              Refund owed {formatRupees(refundOwed)}
            </span>
          )}
        </div>
      </div>

      <section aria-labelledby="details-heading" className={section}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
            Details
          </h2>
          <BookingStatusActions booking={booking} />
        </div>
        <div className="mt-4">
          <BookingDetails booking={booking} />
        </div>
      </section>

      {travellers && (
        <section aria-labelledby="travellers-heading" className={section}>
          <h2 id="travellers-heading" className="text-lg font-semibold text-slate-900">
            Travellers
          </h2>
          <div className="mt-4">
            <TravellerAdminList
              bookingId={booking.id}
              travellers={travellers.travellers}
              numberOfTravelers={travellers.number_of_travelers}
              dueDate={travellers.due_date}
              warnings={travellers.warnings}
            />
          </div>
        </section>
      )}

      {requests.length > 0 && (
        <section aria-labelledby="requests-heading" className="space-y-3">
          <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
            Cancellation requests
          </h2>
          {requests.map((request) => (
            <CancellationRequestCard
              key={request.id}
              request={request}
              showBooking={false}
              answer={actionData?.intent === "decision" ? actionData : undefined}
            />
          ))}
        </section>
      )}

      {claims.length > 0 && (
        <section aria-labelledby="claims-heading" className="space-y-3">
          <h2 id="claims-heading" className="text-lg font-semibold text-slate-900">
            Payment claims
          </h2>
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} answer={claimAnswer} />
          ))}
        </section>
      )}

      <section aria-labelledby="account-heading" className={section}>
        <h2 id="account-heading" className="text-lg font-semibold text-slate-900">
          Payments
        </h2>
        <div className="mt-4">
          <PaymentFigures account={account} />
        </div>
        {account.cancellation && (
          <div className="mt-4 rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-900">If cancelled today</h3>
            <div className="mt-1">
              <CancellationTerms account={account} />
            </div>
          </div>
        )}
        {account.settlement ? (
          <div className="mt-4 rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-900">What the traveller is told</h3>
            <div className="mt-1">
              <SettlementText settlement={account.settlement} />
            </div>
          </div>
        ) : (
          <>
            <h3 className="mt-6 font-semibold text-slate-900">Schedule</h3>
            <div className="mt-2">
              <PaymentScheduleTable account={account} today={today} />
            </div>
          </>
        )}
        {payBox && <PayNowBox box={payBox} className="mt-6" />}
        <h3 className="mt-6 font-semibold text-slate-900">Payments and refunds</h3>
        <div className="mt-2">
          <PaymentHistory payments={money.payments} />
        </div>
        <h3 className="mt-6 font-semibold text-slate-900">Receipts and invoices</h3>
        <div className="mt-2">
          <DocumentList
            documents={documents}
            hrefOf={(d) =>
              d.kind === "invoice"
                ? `/api/bookings/${booking.id}/invoice.pdf`
                : `/api/payments/${d.payment_id}/receipt.pdf`
            }
          />
        </div>
      </section>

      <section aria-labelledby="record-heading" className={section}>
        <h2 id="record-heading" className="text-lg font-semibold text-slate-900">
          Record a payment or refund
        </h2>
        <div className="mt-4">
          <PaymentForm
            answer={actionData?.intent === "payment" ? actionData : undefined}
            today={today}
            balance={account.balance}
            paid={account.paid}
            cancelled={booking.status === "cancelled"}
          />
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="This booking could not be loaded." />;
}
