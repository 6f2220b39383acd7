import type { ReactNode } from "react";
import { TableHead } from "~/components/ui/table-head";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { cancellationRuleText } from "./payment-policy";
import type { PaymentAccountJson } from "./payment-schema";

/**
 * A booking's money under the payment policy (docs/product.md §9), for the admin's booking page and
 * the traveller's own: paid, balance, the next amount due, the schedule, and what cancelling today
 * would cost. Type-only imports of the schemas: no zod in the browser.
 */

function Figure({
  label,
  value,
  note,
  tone,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: "alert";
}) {
  return (
    <div
      className={`rounded-xl p-4 ring-1 ${tone === "alert" ? "bg-red-50 ring-red-200" : "bg-white ring-slate-200"}`}
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{value}</dd>
      {note && (
        <dd
          className={`mt-0.5 text-sm ${tone === "alert" ? "font-semibold text-red-800" : "text-slate-600"}`}
        >
          {note}
        </dd>
      )}
    </div>
  );
}

/** "₹12,000 by 16 May 2026", "₹30,000 overdue since 1 May 2026", or paid in full. */
function nextDueText(account: PaymentAccountJson): string {
  const due = account.next_due;
  if (!due) return account.balance <= 0 ? "Paid in full" : "Nothing more due";
  const date = formatTravelDate(due.due_date);
  return due.overdue
    ? `${formatRupees(due.amount)} overdue since ${date}`
    : `${formatRupees(due.amount)} by ${date}`;
}

/**
 * A cancelled booking's money (issue 38): paid, kept under the policy, the refund and whether it is
 * made; never a balance, which would read as money owed.
 */
function SettlementFigures({ settlement }: { settlement: NonNullable<PaymentAccountJson["settlement"]> }) {
  const owed = settlement.refund_owed;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Paid" value={formatRupees(settlement.received)} />
      <Figure
        label="Kept under the policy"
        value={formatRupees(settlement.kept)}
        note={`Cancelled ${formatTravelDate(settlement.cancelled_on)}`}
      />
      <Figure
        label="Refund"
        value={formatRupees(settlement.refund_due)}
        note={settlement.method ?? undefined}
      />
      {owed > 0 ? (
        <Figure
          label="Refund owed"
          value={formatRupees(owed)}
          note={`by ${formatTravelDate(settlement.refund_by)}`}
          tone="alert"
        />
      ) : (
        <Figure
          label="Refunded"
          value={formatRupees(settlement.refunded)}
          note={settlement.refund_due > 0 || settlement.refunded > 0 ? "Done" : "Nothing to refund"}
        />
      )}
    </dl>
  );
}

/**
 * A cancelled booking's money in the traveller's words: what was paid, what the policy keeps, what
 * comes back, how and by when.
 */
export function SettlementText({
  settlement,
}: {
  settlement: NonNullable<PaymentAccountJson["settlement"]>;
}) {
  if (settlement.received === 0) {
    return (
      <p className="text-sm text-slate-700">
        This booking is cancelled. Nothing was paid, so there is nothing to refund and nothing more to pay.
      </p>
    );
  }
  const how = settlement.method ? ` by ${settlement.method}, the way you paid,` : " to the way you paid";
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        This booking was cancelled on {formatTravelDate(settlement.cancelled_on)}. You paid{" "}
        {formatRupees(settlement.received)}; under our policy ({settlement.rule_text.replace(/\.$/, "")}) we
        keep <strong className="text-slate-900">{formatRupees(settlement.kept)}</strong>. Nothing more is due.
      </p>
      {settlement.refund_owed > 0 ? (
        <p>
          We refund <strong className="text-slate-900">{formatRupees(settlement.refund_owed)}</strong>
          {how} by <strong className="text-slate-900">{formatTravelDate(settlement.refund_by)}</strong>. Its
          credit note is emailed to you and listed under Receipts and invoices.
        </p>
      ) : settlement.refunded > 0 ? (
        <p>
          We have refunded <strong className="text-slate-900">{formatRupees(settlement.refunded)}</strong>;
          its credit note is under Receipts and invoices.
        </p>
      ) : (
        <p>Under the policy nothing is refunded.</p>
      )}
    </div>
  );
}

export function PaymentFigures({ account }: { account: PaymentAccountJson }) {
  const due = account.next_due;
  if (account.settlement) return <SettlementFigures settlement={account.settlement} />;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Total" value={formatRupees(account.total)} />
      <Figure label="Paid" value={formatRupees(account.paid)} />
      <Figure label="Balance" value={formatRupees(account.balance)} />
      <Figure
        label="Next due"
        value={due ? formatRupees(due.amount) : "—"}
        note={
          due
            ? due.overdue
              ? `Overdue since ${formatTravelDate(due.due_date)}`
              : `by ${formatTravelDate(due.due_date)}`
            : nextDueText(account)
        }
        tone={due?.overdue ? "alert" : undefined}
      />
    </dl>
  );
}

const td = "px-2 py-2.5 text-sm sm:px-3";

/** Each instalment with its date and whether it is covered by what was paid. */
export function PaymentScheduleTable({ account, today }: { account: PaymentAccountJson; today: string }) {
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Payment schedule</caption>
        <TableHead
          dense
          columns={[
            { label: "Instalment" },
            { label: "Due by", from: "sm" },
            { label: "Amount", align: "right" },
            { label: "State" },
          ]}
        />
        <tbody>
          {account.schedule.map((instalment) => {
            const covered = account.paid >= instalment.cumulative;
            const late = !covered && instalment.due_date < today && account.next_due !== null;
            return (
              <tr key={instalment.label} className="border-t border-slate-200">
                <td className={td}>
                  {instalment.label}
                  <span className="block text-xs text-slate-600 sm:hidden">
                    by {formatTravelDate(instalment.due_date)}
                  </span>
                </td>
                <td className={`${td} hidden sm:table-cell`}>{formatTravelDate(instalment.due_date)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                  {formatRupees(instalment.amount)}
                </td>
                <td
                  className={`${td} font-medium ${covered ? "text-green-800" : late ? "text-red-800" : "text-slate-700"}`}
                >
                  {covered ? "Paid" : late ? "Overdue" : "Due"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What cancelling today would cost, in the traveller's terms. */
export function CancellationTerms({ account }: { account: PaymentAccountJson }) {
  const quote = account.cancellation;
  if (!quote) return null;
  const when =
    quote.days_before > 1
      ? `${quote.days_before} days before departure`
      : quote.days_before === 1
        ? "the day before departure"
        : quote.days_before === 0
          ? "on the day of departure"
          : "after departure";
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        Cancelling today ({when}) would cost{" "}
        <strong className="text-slate-900">{formatRupees(quote.charge)}</strong>.{" "}
        {cancellationRuleText[quote.rule]}
      </p>
      {account.paid > 0 ? (
        <p>
          Of the {formatRupees(account.paid)} paid so far, {formatRupees(quote.kept)} would be kept and{" "}
          <strong className="text-slate-900">{formatRupees(quote.refund)}</strong> refunded. The charge is
          taken from payments made; nothing more is billed.
        </p>
      ) : (
        <p>Nothing has been paid yet, so there would be nothing to refund and nothing more to pay.</p>
      )}
    </div>
  );
}
