import { NavLink } from "react-router";

type SubTab = { to: string; label: string };

/**
 * The sub-tabs of a screen as a row of links: each has its own URL (reload and back work), and
 * the current one carries aria-current="page". On a narrow screen the row wraps, so every tab shows
 * (a row that scrolled sideways hid the last tabs with no hint).
 */
export function SubTabs({ label, tabs }: { label: string; tabs: SubTab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mt-4 border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `inline-block border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
