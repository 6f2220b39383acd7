import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { decisionFormAction } from "~/features/bookings/cancellations/cancellation-form-action.server";
import { CancellationRequestCard } from "~/features/bookings/cancellations/cancellation-request-card";
import { listCancellationRequests } from "~/features/bookings/cancellations/cancellation-service.server";
import { OverdueTable } from "~/features/bookings/payments/overdue-table";
import { ClaimCard, type ClaimDecisionAnswer } from "~/features/bookings/payments/claims/claim-card";
import { claimDecisionFormAction } from "~/features/bookings/payments/claims/claim-decision-action.server";
import { listClaims } from "~/features/bookings/payments/claims/claim-service.server";
import {
  ADVANCE_PERCENT,
  FIRST_HALF_DAYS_BEFORE,
  FIRST_HALF_PERCENT,
  FULL_PAYMENT_DAYS_BEFORE,
} from "~/features/bookings/payments/payment-policy";
import { listOverdueBalances } from "~/features/bookings/payments/overdue-list.server";
import { Pagination } from "~/components/ui/pagination";
import { decodeCursor, encodeCursor } from "~/lib/keyset-page";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { todayInIndia } from "~/lib/dates";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: "Payments · Admin" }];

/** How many decided requests stay in view after the open ones, so a decision is seen to land. */
const RECENTLY_DECIDED = 5;

const OVERDUE_PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const today = todayInIndia();
  // the overdue list pages by cursor (ADR 029), longest overdue first
  const cursor = decodeCursor(new URL(request.url).searchParams.get("overdue") ?? "") ?? undefined;
  const [claims, pending, all, overdue] = await Promise.all([
    listClaims(context.db, { limit: 100 }),
    listCancellationRequests(context.db, { status: "pending", limit: 200 }, today).then((page) => page.items),
    listCancellationRequests(context.db, { limit: 50 }, today).then((page) => page.items),
    listOverdueBalances(context.db, { limit: OVERDUE_PAGE_SIZE, cursor }, today),
  ]);
  const decided = all.filter((request) => request.status !== "pending").slice(0, RECENTLY_DECIDED);
  const pendingClaims = claims.filter((claim) => claim.status === "pending");
  const decidedClaims = claims.filter((claim) => claim.status !== "pending").slice(0, RECENTLY_DECIDED);
  return {
    pendingClaims,
    decidedClaims,
    pending,
    decided,
    overdue: overdue.items,
    byCursor: Boolean(cursor),
    older: overdue.next ? `?overdue=${encodeCursor(overdue.next)}#overdue-heading` : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  if (form.get("intent") === "claim-decision") return claimDecisionFormAction(context, form);
  return decisionFormAction(context, form);
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { pendingClaims, decidedClaims, pending, decided, overdue, byCursor, older } = loaderData;
  const claimAnswer = actionData && "claimId" in actionData ? (actionData as ClaimDecisionAnswer) : undefined;
  const cancelAnswer = actionData && !("claimId" in actionData) ? actionData : undefined;
  return (
    <div className="space-y-8">
      <h1 className="font-display text-2xl font-bold text-slate-900">Payments</h1>
      <section aria-labelledby="claims-heading" className="space-y-3">
        <h2 id="claims-heading" className="text-lg font-semibold text-slate-900">
          Payments travellers say they made
        </h2>
        <p className="text-sm text-slate-600">
          Match each UTR with the bank statement, then accept (the payment is recorded and the receipt
          emailed) or reject with a reason.
        </p>
        {pendingClaims.length === 0 && <p className="text-sm text-slate-600">No payment claims waiting.</p>}
        {/* one list, pending first, so a card stays in place (with its answer) once decided */}
        <div className="space-y-3">
          {[...pendingClaims, ...decidedClaims].map((claim) => (
            <ClaimCard key={claim.id} claim={claim} answer={claimAnswer} />
          ))}
        </div>
      </section>
      <section aria-labelledby="requests-heading" className="space-y-3">
        <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
          Cancellation requests awaiting a decision
        </h2>
        {pending.length === 0 ? (
          <p className="text-sm text-slate-600">No open requests.</p>
        ) : (
          pending.map((request) => (
            <CancellationRequestCard key={request.id} request={request} answer={cancelAnswer} />
          ))
        )}
        {decided.length > 0 && (
          <details className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">
              Recently decided
            </summary>
            <div className="mt-3 space-y-3">
              {decided.map((request) => (
                <CancellationRequestCard key={request.id} request={request} answer={cancelAnswer} />
              ))}
            </div>
          </details>
        )}
      </section>
      <section aria-labelledby="overdue-heading" className="space-y-3">
        <h2 id="overdue-heading" className="text-lg font-semibold text-slate-900">
          Overdue balances
        </h2>
        <p className="text-sm text-slate-600">
          Bookings not cancelled with an instalment past its due date ({ADVANCE_PERCENT}% advance at booking,{" "}
          {FIRST_HALF_PERCENT}% by {FIRST_HALF_DAYS_BEFORE} days before departure, the rest by{" "}
          {FULL_PAYMENT_DAYS_BEFORE} days before).
        </p>
        {overdue.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing overdue.</p>
        ) : (
          <OverdueTable rows={overdue} />
        )}
        <Pagination
          label="Overdue pages"
          page={1}
          pages={1}
          hrefFor={() => "?"}
          olderHref={older}
          newestHref={byCursor ? "?" : undefined}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The payments could not be loaded." />;
}
