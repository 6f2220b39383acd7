import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import type { PayNowBox as PayNowBoxData } from "./pay-now-service.server";

/**
 * "Pay ₹N now": the UPI QR code (SVG drawn on the server), on phones a link that opens the UPI
 * app with everything filled in, and the bank details for a transfer.
 */
export function PayNowBox({
  box,
  online = false,
  className = "",
}: {
  box: PayNowBoxData;
  /** the agency's Razorpay account is set up: offer card, netbanking and UPI on Razorpay's page */
  online?: boolean;
  className?: string;
}) {
  const { payNow, payee, qrSvg, reference } = box;
  const amount = formatRupees(payNow.amount);
  const bank: [string, string][] = [
    ["Account name", payee.bank_account_name],
    ["Account number", payee.bank_account_number],
    ["IFSC", payee.bank_ifsc],
  ].filter((row): row is [string, string] => row[1] !== "");
  return (
    <section
      aria-labelledby="pay-now-heading"
      className={`rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-600/30 sm:p-6 ${className}`}
    >
      <h2 id="pay-now-heading" className="font-display text-xl font-bold text-slate-900">
        {`Pay ${amount} now`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Due by {formatTravelDate(payNow.due_date)}. Please write{" "}
        <strong className="whitespace-nowrap">{reference}</strong> as the payment note.
      </p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        {qrSvg && payNow.upi_uri && (
          <figure className="shrink-0 self-center sm:self-start">
            <div
              role="img"
              aria-label={`UPI QR code to pay ${amount} to ${payee.upi_payee_name}`}
              className="h-48 w-48 rounded-lg bg-white p-1 ring-1 ring-slate-200 [&>svg]:h-full [&>svg]:w-full"
              // the server drew this SVG from our own UPI link (qrcode); no user text is in it
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <figcaption className="mt-2 text-center text-sm text-slate-700">Scan with any UPI app</figcaption>
          </figure>
        )}
        <div className="min-w-0 flex-1 space-y-4">
          {payNow.upi_uri && (
            <a href={payNow.upi_uri} className={`${buttonClass("primary", "lg")} w-full md:hidden`}>
              {`Pay ${amount} in your UPI app`}
            </a>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 sm:grid-cols-[8.5rem_1fr] gap-y-1 text-sm">
            {payee.upi_id && (
              <>
                <dt className="font-medium text-slate-600">UPI ID</dt>
                <dd className="break-words font-semibold text-slate-900">{payee.upi_id}</dd>
                <dt className="font-medium text-slate-600">Payee</dt>
                <dd className="text-slate-900">{payee.upi_payee_name}</dd>
              </>
            )}
          </dl>
          {online && (
            // a refusal answers at the claim form below, the page's payment answers
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="razorpay" />
              <button type="submit" className={`${buttonClass("secondary", "md")} w-full sm:w-auto`}>
                Pay online: card, netbanking or UPI
              </button>
            </Form>
          )}
          {bank.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Or by bank transfer (NEFT, IMPS, RTGS)</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 sm:grid-cols-[8.5rem_1fr] gap-y-1 text-sm">
                {bank.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium text-slate-600">{label}</dt>
                    <dd className="break-all text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
