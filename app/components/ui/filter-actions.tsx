import { Link } from "react-router";
import { buttonClass } from "./button";

/** The buttons under an admin list's filters: apply, clear back to the bare list, export what shows. */
export function FilterActions({
  clearHref,
  exportHref,
  className = "",
}: {
  clearHref: string;
  exportHref: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <button type="submit" className={buttonClass("primary", "md")}>
        Apply filters
      </button>
      <Link to={clearHref} className={buttonClass("ghost", "md")}>
        Clear
      </Link>
      <a href={exportHref} download className={`${buttonClass("secondary", "md")} sm:ml-auto`}>
        Export CSV
      </a>
    </div>
  );
}
