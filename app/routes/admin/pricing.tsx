import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { submitPricingAdminForm } from "~/features/pricing/admin/pricing-admin-action.server";
import { PricingScreen } from "~/features/pricing/admin/pricing-screen";
import { promoCodeListQuerySchema } from "~/features/pricing/pricing-schema";
import { getPricingSettings, listPromoCodes, listRules } from "~/features/pricing/pricing-service.server";
import { listTours } from "~/features/tours/tour-service.server";
import { todayInIndia } from "~/lib/dates";
import { encodeCursor } from "~/lib/keyset-page";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => [{ title: "Pricing · Admin" }];

/** Promo codes on one page of the screen; older ones a link away. */
const CODES_PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  // a cursor that is not ours (edited by hand) shows the first page
  const query = promoCodeListQuerySchema.safeParse({ limit: String(CODES_PER_PAGE), cursor });
  const page = query.success ? query.data : { limit: CODES_PER_PAGE };
  const [rules, codes, settings, tours] = await Promise.all([
    listRules(context.db),
    listPromoCodes(context.db, page),
    getPricingSettings(context.db),
    listTours(context.db),
  ]);
  return {
    rules,
    codes: codes.items,
    settings,
    packages: tours.map((tour) => ({ id: tour.id, title: tour.title })),
    today: todayInIndia(),
    olderCodes: codes.next ? `/admin/pricing?cursor=${encodeCursor(codes.next)}` : undefined,
    byCursor: query.success && query.data.cursor !== undefined,
  };
}

/** Rules, promo codes and the combination setting: the same schemas and services as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return submitPricingAdminForm(context.db, await request.formData());
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return <PricingScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The pricing could not be loaded." />;
}
