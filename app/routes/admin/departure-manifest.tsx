import { data, Link } from "react-router";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { manifestQuerySchema } from "~/features/bookings/manifest/manifest-schema";
import { departureManifest } from "~/features/bookings/manifest/manifest-service.server";
import { ManifestBookings, ManifestTravellers } from "~/features/bookings/manifest/manifest-table";
import { travellerAdminFormAction } from "~/features/bookings/travellers/traveller-admin-action.server";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import type { Route } from "./+types/departure-manifest";

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: loaderData
      ? `Manifest: ${loaderData.manifest.package_title}, ${formatTravelDate(loaderData.manifest.date)} · Admin`
      : "Manifest · Admin",
  },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const date = manifestQuerySchema.safeParse({ date: params.date });
  const manifest = date.success
    ? await departureManifest(context.db, params.id.toLowerCase(), date.data.date)
    : null;
  if (!manifest) throw data(null, { status: 404 });
  return { manifest };
}

/** A traveller's ID reveal or permit, on the booking named by the form. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const bookingId = form.get("booking_id");
  return travellerAdminFormAction(context, typeof bookingId === "string" ? bookingId : "", form);
}

export default function DepartureManifest({ loaderData }: Route.ComponentProps) {
  const { manifest } = loaderData;
  const mayExport = useStaffMay("export");
  const mayExportIdNumbers = useStaffMay("identity_export");
  const { totals } = manifest;
  const excelPath = `/api/tours/${manifest.package_id}/manifest.xlsx?date=${manifest.date}`;
  return (
    <div className="space-y-6 print:space-y-3">
      <div>
        <Link
          to={`/admin/tours/departures/${manifest.package_id}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline print:hidden"
        >
          <span aria-hidden="true">←</span> Departures of this package
        </Link>
        <h1 className="mt-2 font-display text-2xl font-bold text-slate-900 print:text-lg">
          Manifest: {manifest.package_title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {formatTravelDate(manifest.date)} · {manifest.duration} ·{" "}
          {countOf(totals.travellers, "traveller", "travellers")} in{" "}
          {countOf(manifest.bookings.length, "booking", "bookings")} ·{" "}
          {countOf(totals.rooms, "room", "rooms")} · paid {formatRupees(totals.paid)}, balance{" "}
          {formatRupees(totals.balance)}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          Pending and confirmed bookings; the waitlist is not listed. ID numbers are masked: Reveal, and the
          Excel file with them in full (the owner's, for permit applications), are written to the audit log.
        </p>
        <div className="mt-3 flex flex-wrap gap-2 print:hidden">
          {mayExport && (
            <a href={excelPath} className={buttonClass("secondary", "sm")}>
              Download Excel
            </a>
          )}
          {mayExportIdNumbers && (
            // a document form: the answer is a file to save, not a page; the audit log records it
            <form method="post" action={excelPath}>
              <button type="submit" className={buttonClass("secondary", "sm")}>
                Excel with full ID numbers
              </button>
            </form>
          )}
          <PrintButton />
        </div>
      </div>
      {manifest.travellers.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
          No bookings travel on this date.
        </p>
      ) : (
        <>
          <section aria-labelledby="travellers-heading" className="space-y-2">
            <h2 id="travellers-heading" className="text-lg font-semibold text-slate-900 print:text-base">
              Travellers
            </h2>
            <ManifestTravellers manifest={manifest} />
          </section>
          <section aria-labelledby="bookings-heading" className="space-y-2 print:break-before-page">
            <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900 print:text-base">
              Bookings, paid and balance
            </h2>
            <ManifestBookings manifest={manifest} />
          </section>
        </>
      )}
    </div>
  );
}

/** The browser's print dialog (the page's print styles make it A4 across). */
function PrintButton() {
  return (
    <button type="button" className={buttonClass("ghost", "sm")} onClick={() => window.print()}>
      Print
    </button>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="This manifest could not be loaded." />;
}
