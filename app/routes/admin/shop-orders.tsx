import { DomainError } from "~/lib/domain-error";
import { StaffMay } from "~/features/admin-auth/staff-may";
import { data, Form, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { OrderAdminCard, type OrderStatusAnswer } from "~/features/shop/admin/order-admin-card";
import { orderFilterOf } from "~/features/shop/admin/order-admin-list";
import { updateOrderStatus } from "~/features/shop/admin/order-admin-service.server";
import { orderStatuses, orderStatusLabels, orderStatusUpdateSchema } from "~/features/shop/shop-schema";
import { countOrders, listOrders } from "~/features/shop/admin/order-list.server";
import { Pagination } from "~/components/ui/pagination";
import { cappedCountText, encodeCursor } from "~/lib/keyset-page";
import { withParams } from "~/lib/list-query";
import type { Route } from "./+types/shop-orders";

export const meta: Route.MetaFunction = () => [{ title: "Shop orders · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { cursor, limit, ...filter } = orderFilterOf(new URL(request.url).searchParams);
  const [page, count] = await Promise.all([
    listOrders(context.db, { ...filter, limit, cursor }),
    countOrders(context.db, filter),
  ]);
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  return {
    orders: page.items,
    filter,
    count,
    byCursor: Boolean(cursor),
    older: page.next ? withParams(params, { cursor: encodeCursor(page.next) }) : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const answer = (ok: boolean, message: string, status = 200) =>
    data<OrderStatusAnswer>({ ok, id, message }, { status });
  const parsed = orderStatusUpdateSchema.safeParse({
    status: form.get("status"),
    courier: form.get("courier") ?? undefined,
    trackingNumber: form.get("trackingNumber") ?? undefined,
  });
  if (!parsed.success) return answer(false, parsed.error.issues[0]?.message ?? "Unknown status", 400);
  try {
    const agency = agencyContactOf(context.config);
    const order = await updateOrderStatus(context.db, id, parsed.data, { agency });
    return answer(true, `Marked as ${orderStatusLabels[order.status].toLowerCase()}.`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message = error.kind === "not-found" ? "This order no longer exists" : error.message;
    return answer(false, message, error.status);
  }
}

export default function ShopOrders({ loaderData }: Route.ComponentProps) {
  const { orders, filter, count, byCursor, older } = loaderData;
  const [params] = useSearchParams();
  const exportQuery = new URLSearchParams();
  if (filter.status) exportQuery.set("status", filter.status);
  if (filter.q) exportQuery.set("q", filter.q);
  const filtered = Boolean(filter.status || filter.q);
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">Shop Orders</h1>
        <StaffMay work="export">
          <a
            href={`/admin/export/shop-orders.csv${exportQuery.size ? `?${exportQuery}` : ""}`}
            download
            className={buttonClass("secondary", "sm")}
          >
            Export CSV
          </a>
        </StaffMay>
      </header>
      <Form
        method="get"
        role="search"
        aria-label="Filter orders"
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div className="basis-40">
          <label htmlFor="order-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="order-status"
            name="status"
            defaultValue={params.get("status") ?? ""}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm"
          >
            <option value="">All</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="order-search" className="block text-sm font-medium text-slate-800">
            Search reference, name, email or city
          </label>
          <input
            id="order-search"
            type="search"
            name="q"
            defaultValue={params.get("q") ?? ""}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm"
          />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Apply
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {byCursor
          ? `${orders.length} older orders`
          : count.count === 1
            ? "1 order"
            : `${cappedCountText(count)} orders`}
        {filtered && !byCursor ? (count.count === 1 ? " matches the filter" : " match the filter") : ""},
        newest first.
      </p>
      {orders.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">
          No shop orders found.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          {orders.map((order) => (
            <OrderAdminCard key={order.id} order={order} />
          ))}
        </div>
      )}
      <Pagination
        label="Order pages"
        page={1}
        pages={1}
        hrefFor={() => "?"}
        olderHref={older}
        newestHref={byCursor ? `?${exportQuery}` : undefined}
      />
    </>
  );
}
