import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TagIcon } from "~/components/ui/icons";
import type { OfferCard } from "./offer-cards";

/** The offers page's cards, one per rule in force, or a plain word when none is running. */
export function OfferCardList({ cards }: { cards: readonly OfferCard[] }) {
  if (cards.length === 0) {
    return (
      <div className="mx-auto mt-10 max-w-lg rounded-2xl bg-slate-50 p-8 text-center">
        <p className="text-slate-700">No offers are running right now. New offers are added often.</p>
        <Link to="/packages" className={`${buttonClass("primary", "md")} mt-5`}>
          View All Packages
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((offer) => (
        <li key={offer.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <TagIcon className="h-10 w-10 rounded-full bg-accent-400/30 p-2 text-accent-600" />
          <h3 className="mt-4 font-display text-xl font-bold text-slate-900">{offer.title}</h3>
          <p className="mt-1 text-2xl font-bold text-brand-700">{offer.discount}</p>
          <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{offer.text}</p>
          <div className="mt-4 border-t border-slate-200 pt-3 text-xs font-medium text-slate-700">
            <span className="font-semibold">Terms:</span> {offer.terms.join(" ")}
          </div>
        </li>
      ))}
    </ul>
  );
}
