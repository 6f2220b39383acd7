import { Link } from "react-router";
import { withParams, type ScreenList } from "~/lib/list-query";

/**
 * At most this many numbered page links (the enquiry list, docs/product.md §9): a window around the
 * current page.
 */
const MAX_PAGE_LINKS = 5;

function pageWindow(page: number, pages: number, max = MAX_PAGE_LINKS): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(max / 2), pages - max + 1));
  const last = Math.min(pages, first + max - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";

/** Server-side paging as plain links, so reload, back and sharing a page all work. */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = "Pages",
  olderHref,
  newestHref,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** past the numbered pages (a capped count, ADR 029): the page after this one, by its cursor */
  olderHref?: string | undefined;
  /** on a page reached by cursor: back to the first page */
  newestHref?: string | undefined;
}) {
  const link = `${item} text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-brand-50`;
  if (newestHref !== undefined) {
    return (
      <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-1.5">
        <Link to={newestHref} className={link}>
          Newest
        </Link>
        {olderHref && (
          <Link to={olderHref} className={link}>
            Older
          </Link>
        )}
      </nav>
    );
  }
  if (pages <= 1 && !olderHref) return null;
  const step = (target: number, text: string) =>
    target < 1 || target > pages ? (
      <span className={`${item} text-slate-500`} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        className={`${item} text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-brand-50`}
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-1.5">
      {step(page - 1, "Previous")}
      <ul className="flex gap-1.5">
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={`${item} ${
                n === page
                  ? "bg-brand-700 text-white"
                  : "text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-brand-50"
              }`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, "Next")}
      {olderHref && page >= pages && (
        <Link to={olderHref} className={link}>
          Older
        </Link>
      )}
    </nav>
  );
}

/**
 * An admin list screen's pages: numbered as deep as its capped count reaches, then Older by
 * cursor, keeping the screen's filters in every link.
 */
export function ScreenListPagination({
  label,
  list,
  size,
}: {
  label: string;
  list: ScreenList<unknown>;
  size: number;
}) {
  const params = new URLSearchParams(list.filters);
  return (
    <Pagination
      label={label}
      page={list.page}
      pages={Math.ceil(list.count.count / size)}
      hrefFor={(n) => withParams(params, { page: n === 1 ? undefined : n }) || "?"}
      olderHref={list.count.capped ? list.older || undefined : undefined}
      newestHref={list.page === 0 ? withParams(params, {}) || "?" : undefined}
    />
  );
}
