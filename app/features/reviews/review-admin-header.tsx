import { SubTabs } from "~/components/ui/sub-tabs";

const tabs = [
  { to: "/admin/feedback/create", label: "Create Review" },
  { to: "/admin/feedback/delete", label: "Delete Review" },
  { to: "/admin/feedback/moderation", label: "Moderation" },
];

/** Heading and sub-tabs of every Feedback screen. */
export function ReviewAdminHeader() {
  return (
    <header>
      <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">Feedback</h1>
      <SubTabs label="Feedback" tabs={tabs} />
    </header>
  );
}
