import { data, Link } from "react-router";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import { orderLookupMessages, orderLookupSchema } from "~/features/shop/lookup/order-lookup-schema";
import { findOrderForShopper } from "~/features/shop/lookup/order-lookup-service.server";
import {
  OrderLookupForm,
  OrderLookupResult,
  type OrderLookupAnswer,
} from "~/features/shop/lookup/order-lookup-view";
import { CHECK_FIELDS_MESSAGE } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/gear-order";

const pageHeaders = { "Cache-Control": "private, no-store" };
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Your Gear Order",
    description:
      "See where your travel gear order is: its status, and the courier and tracking number once it ships.",
    path: "/travel-gear-store/order",
    crumb: "Your order",
    noIndex: true,
  });

export function headers() {
  return pageHeaders;
}

/** The same schema and service as `GET /api/shop/orders/lookup`; rate-limited per address before it gets here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { reference: text(form.get("reference")), email: text(form.get("email")) };
  const parsed = orderLookupSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<OrderLookupAnswer>({ status: "invalid", message: CHECK_FIELDS_MESSAGE, errors, values }, 400);
  }
  const order = await findOrderForShopper(context.db, parsed.data);
  if (!order) {
    return data<OrderLookupAnswer>(
      { status: "not-found", message: orderLookupMessages.notFound, values },
      404,
    );
  }
  return data<OrderLookupAnswer>({ status: "found", order, values }, { headers: pageHeaders });
}

export default function GearOrder({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Travel gear" title="Find Your Order">
        <p>Where your gear is: its status, and the courier and tracking number once it ships.</p>
      </PageHero>
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
        {actionData?.status === "found" && <OrderLookupResult order={actionData.order} />}
        <section
          aria-labelledby="lookup-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="lookup-heading" className="font-display text-2xl font-bold text-slate-900">
            Look up an order
          </h2>
          <p className="mb-6 mt-2 text-sm text-slate-600">
            Enter the order number from your order email and the email address you ordered with.
          </p>
          <OrderLookupForm answer={actionData} />
        </section>
        <div className="space-y-2 text-center text-sm">
          <p className="text-slate-600">
            No order number to hand?{" "}
            <Link to="/contact" className="font-semibold text-brand-800 underline">
              Contact us
            </Link>{" "}
            and we will find it for you.
          </p>
          <p>
            <Link to="/travel-gear-store" className="font-semibold text-brand-800 underline">
              Back to the gear shop
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
