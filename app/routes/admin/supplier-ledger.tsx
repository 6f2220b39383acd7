import { data, Form, Link, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { Notice } from "~/components/ui/notice";
import { StatusBadge } from "~/components/ui/status-badge";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { answerForm } from "~/features/back-office/back-office-action.server";
import { filledOf, textsOf, type FormAnswer } from "~/features/back-office/back-office-form";
import {
  billInputSchema,
  billMessages,
  supplierPaymentInputSchema,
} from "~/features/back-office/bills/bill-schema";
import {
  createBill,
  departureChoices,
  recordSupplierPayment,
  supplierLedger,
} from "~/features/back-office/bills/bill-service.server";
import { supplierMessages, supplierUpdateSchema } from "~/features/back-office/suppliers/supplier-schema";
import {
  deleteSupplier,
  getSupplier,
  toSupplierJson,
  updateSupplier,
} from "~/features/back-office/suppliers/supplier-service.server";
import { BackOfficeHeader } from "~/features/back-office/ui/back-office-header";
import { BillForm, SupplierPaymentForm } from "~/features/back-office/ui/bill-forms";
import { BillTable, LedgerTable } from "~/features/back-office/ui/ledger-tables";
import { formatAmount } from "~/features/back-office/ui/money";
import { SupplierForm } from "~/features/back-office/ui/supplier-form";
import { supplierKindLabels } from "../../../domain/back-office-values";
import type { Route } from "./+types/supplier-ledger";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? loaded.supplier.name : "Supplier"} · Suppliers · Admin` },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const [row, ledger] = await Promise.all([
    getSupplier(context.db, params.id),
    supplierLedger(context.db, params.id),
  ]);
  if (!row || !ledger) throw data(null, { status: 404 });
  return {
    supplier: toSupplierJson(row),
    ledger,
    departures: await departureChoices(context.db),
    mayWrite: roleMay(admin.role, "accounts"),
  };
}

/** Change, delete or archive the supplier; record a bill or a payment: the API's schemas and services. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  const values = textsOf(await request.formData());
  const filled = filledOf(values);
  switch (values.intent) {
    case "update":
      // the form sends every field: a blank one clears it
      return answerForm("update", supplierUpdateSchema, values, values, async (input) => {
        await updateSupplier(context.db, params.id, input);
        return supplierMessages.saved;
      });
    case "bill":
      return answerForm("bill", billInputSchema, filled, values, async (input) => {
        const bill = await createBill(context.db, params.id, input, admin.loginId);
        return `${billMessages.billRecorded}: ${bill.number}`;
      });
    case "payment":
      return answerForm("payment", supplierPaymentInputSchema, filled, values, async (input) => {
        const { bill } = await recordSupplierPayment(context.db, values.bill_id ?? "", input, admin.loginId);
        return `${billMessages.paymentRecorded}: bill ${bill.number} is ${bill.status.replace("_", "-")}`;
      });
    case "restore":
      await updateSupplier(context.db, params.id, { archived: false });
      return data<FormAnswer>({ ok: true, intent: "delete", message: "Taken back from the archive" });
    default: {
      const result = await deleteSupplier(context.db, params.id);
      if (result === "deleted") throw redirect("/admin/suppliers");
      return data<FormAnswer>({ ok: true, intent: "delete", message: supplierMessages.archived });
    }
  }
}

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function SupplierLedger({ loaderData, actionData }: Route.ComponentProps) {
  const { supplier, ledger, departures, mayWrite } = loaderData;
  const deleted = actionData?.intent === "delete" ? actionData : undefined;
  return (
    <div className="space-y-6">
      <BackOfficeHeader title="Suppliers" />
      <Link
        to="/admin/suppliers"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> All suppliers
      </Link>
      <div>
        <h2 className="flex flex-wrap items-center gap-3 text-xl font-bold text-slate-900">
          {supplier.name}
          {supplier.archived && <StatusBadge tone="slate">Archived</StatusBadge>}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {supplierKindLabels[supplier.kind]}
          {supplier.city && `, ${supplier.city}`}
          {supplier.gstin && ` · GSTIN ${supplier.gstin}`}
          {supplier.upi_id && ` · UPI ${supplier.upi_id}`}
          {supplier.bank_ifsc && ` · A/c ${supplier.bank_account_number} (${supplier.bank_ifsc})`}
        </p>
        <p className="mt-2 text-base text-slate-900">
          Owed: <strong className="tabular-nums">{formatAmount(ledger.balance)}</strong>
          {ledger.overdue > 0 && (
            <span className="text-red-800">
              {" "}
              (overdue <strong className="tabular-nums">{formatAmount(ledger.overdue)}</strong>)
            </span>
          )}
        </p>
        {deleted && <Notice tone="success">{deleted.message}</Notice>}
      </div>
      <Card id="bills-heading" title="Bills">
        <BillTable bills={ledger.bills} />
      </Card>
      <Card id="ledger-heading" title="Ledger">
        {ledger.entries.length === 0 ? (
          <p className="text-sm text-slate-700">Nothing billed or paid yet.</p>
        ) : (
          <LedgerTable ledger={ledger} />
        )}
      </Card>
      {mayWrite && !supplier.archived && (
        <>
          <Card id="record-bill-heading" title="Record a bill">
            <BillForm departures={departures} answer={actionData} />
          </Card>
          <Card id="record-payment-heading" title="Record a payment">
            <SupplierPaymentForm bills={ledger.bills} answer={actionData} />
          </Card>
        </>
      )}
      {mayWrite && (
        <Card id="edit-supplier-heading" title="Details">
          <SupplierForm intent="update" supplier={supplier} answer={actionData} />
          <Form method="post" className="mt-6 border-t border-slate-200 pt-4">
            {supplier.archived ? (
              <button type="submit" name="intent" value="restore" className={buttonClass("secondary", "md")}>
                Take back from the archive
              </button>
            ) : (
              <button type="submit" name="intent" value="delete" className={buttonClass("danger", "md")}>
                {ledger.bills.length > 0 ? "Archive supplier" : "Delete supplier"}
              </button>
            )}
          </Form>
        </Card>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The supplier could not be loaded." />;
}
