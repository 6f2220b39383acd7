import { SubTabs } from "~/components/ui/sub-tabs";
import { roleMayOpen } from "~/features/admin-auth/permissions-schema";
import { useStaffRole } from "~/features/admin-auth/staff-may";

const allTabs = [
  { to: "/admin/tours/upload", label: "Upload" },
  { to: "/admin/tours/update", label: "Update" },
  { to: "/admin/tours/delete", label: "Delete Tour Package" },
  { to: "/admin/tours/departures", label: "Departures" },
  { to: "/admin/tours/waitlist", label: "Waitlist" },
];

/** Heading and sub-tabs of every Tour Management screen: the tabs the signed-in role may open. */
export function TourAdminHeader() {
  const role = useStaffRole();
  const tabs = allTabs.filter((tab) => roleMayOpen(role, tab.to));
  return (
    <header>
      <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">Tour Management</h1>
      <SubTabs label="Tour Management" tabs={tabs} />
    </header>
  );
}

/** The notice after a save or delete, from the Upload tab's query (`?created=` and so on). */
export function tourNoticeOf(params: URLSearchParams): string | null {
  const created = params.get("created");
  if (created) return `Tour package “${created}” uploaded.`;
  const updated = params.get("updated");
  if (updated) return `Tour package “${updated}” updated.`;
  const deleted = params.get("deleted");
  if (deleted) return `Tour package “${deleted}” deleted.`;
  return null;
}

export const uploadTabAfter = (what: "created" | "updated" | "deleted", title: string) =>
  `/admin/tours/upload?${what}=${encodeURIComponent(title)}`;
