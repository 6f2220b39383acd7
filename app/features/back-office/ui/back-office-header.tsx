import { SubTabs } from "~/components/ui/sub-tabs";

const tabs = [
  { to: "/admin/suppliers", label: "Suppliers" },
  { to: "/admin/reports/payables", label: "Payables" },
  { to: "/admin/reports/departures", label: "Profit per departure" },
];

/** Heading and sub-tabs of the back office's screens (issue 41). */
export function BackOfficeHeader({ title }: { title: string }) {
  return (
    <header>
      <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <SubTabs label="Suppliers and profit" tabs={tabs} />
    </header>
  );
}
