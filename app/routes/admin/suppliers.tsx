import { Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { ChoiceFilter, FilterBar, SearchFilter } from "~/components/ui/filter-bar";
import { ScreenListPagination } from "~/components/ui/pagination";
import { StatusBadge } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { answerForm } from "~/features/back-office/back-office-action.server";
import { filledOf, textsOf } from "~/features/back-office/back-office-form";
import {
  SUPPLIER_PAGE_SIZE,
  supplierInputSchema,
  supplierMessages,
} from "~/features/back-office/suppliers/supplier-schema";
import { loadSupplierScreen } from "~/features/back-office/suppliers/supplier-screen.server";
import { createSupplier } from "~/features/back-office/suppliers/supplier-service.server";
import { BackOfficeHeader } from "~/features/back-office/ui/back-office-header";
import { SupplierForm } from "~/features/back-office/ui/supplier-form";
import { screenListText } from "~/lib/list-query";
import { supplierKindLabels, supplierKinds } from "../../../domain/back-office-values";
import type { Route } from "./+types/suppliers";

export const meta: Route.MetaFunction = () => [{ title: "Suppliers · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  return { list: await loadSupplierScreen(context.db, request), mayWrite: roleMay(admin.role, "accounts") };
}

/** Adding a supplier: the same schema and service as `POST /api/suppliers`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const values = textsOf(await request.formData());
  return answerForm("create", supplierInputSchema, filledOf(values), values, async (input) => {
    const supplier = await createSupplier(context.db, input);
    return `${supplierMessages.created}: ${supplier.name}`;
  });
}

const kindChoices = supplierKinds.map((kind) => ({ value: kind, label: supplierKindLabels[kind] }));

export default function Suppliers({ loaderData, actionData }: Route.ComponentProps) {
  const { list, mayWrite } = loaderData;
  return (
    <div className="space-y-6">
      <BackOfficeHeader title="Suppliers" />
      <FilterBar label="Filter suppliers" columns={5} {...list}>
        <SearchFilter hint="Name, city, email or GSTIN" />
        <ChoiceFilter name="kind" label="Provides" all="Any" choices={kindChoices} />
        <ChoiceFilter
          name="include_archived"
          label="Archived"
          all="Not shown"
          choices={[{ value: "true", label: "Shown too" }]}
        />
      </FilterBar>
      <section
        aria-labelledby="supplier-list-heading"
        className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="supplier-list-heading" className="px-4 pt-4 text-lg font-semibold text-slate-900">
          {screenListText(list, SUPPLIER_PAGE_SIZE, "suppliers")}
        </h2>
        {list.items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-700">No suppliers match.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-2 min-w-full text-sm">
              <TableHead
                columns={[
                  { label: "Supplier" },
                  { label: "Provides", from: "sm" },
                  { label: "City", from: "md" },
                  { label: "GSTIN", from: "lg" },
                  { label: "Contact", from: "md" },
                ]}
              />
              <tbody>
                {list.items.map((supplier) => (
                  <tr key={supplier.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-3">
                      <Link to={supplier.id} className="font-semibold text-brand-800 underline">
                        {supplier.name}
                      </Link>
                      <span className="block text-xs text-slate-600 sm:hidden">
                        {supplierKindLabels[supplier.kind]}
                        {supplier.city && `, ${supplier.city}`}
                      </span>
                      {supplier.archived && (
                        <span className="mt-1 block">
                          <StatusBadge tone="slate">Archived</StatusBadge>
                        </span>
                      )}
                    </td>
                    <td className="hidden px-3 py-3 sm:table-cell">{supplierKindLabels[supplier.kind]}</td>
                    <td className="hidden px-3 py-3 md:table-cell">{supplier.city}</td>
                    <td className="hidden px-3 py-3 font-mono text-xs lg:table-cell">{supplier.gstin}</td>
                    <td className="hidden px-3 py-3 md:table-cell">
                      {supplier.phone}
                      {supplier.email && (
                        <span className="block text-xs text-slate-600">{supplier.email}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="px-4 pb-4">
          <ScreenListPagination label="Supplier pages" list={list} size={SUPPLIER_PAGE_SIZE} />
        </div>
      </section>
      {mayWrite && (
        <section
          aria-labelledby="add-supplier-heading"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="add-supplier-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Add a supplier
          </h2>
          <SupplierForm intent="create" answer={actionData} />
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The suppliers could not be loaded." />;
}
