import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PhoneIcon } from "~/components/ui/icons";
import { telLink } from "~/lib/whatsapp";

/** The band on the home page (docs/product.md §2): Plan My Trip (to /contact) and Call Now (tel:). */
export function CallToActionBand({ phone }: { phone: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 px-4 py-16 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center text-center">
        <h2 id="cta-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Ready for your next adventure?
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">
          Tell us where you dream of going and our travel experts will shape the trip around you.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClass("accent", "lg")}>
            Plan My Trip
          </Link>
          <a
            href={telLink(phone)}
            className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-white px-7 py-3 font-semibold text-white hover:bg-white hover:text-brand-900"
          >
            <PhoneIcon />
            Call Now
          </a>
        </div>
      </div>
    </section>
  );
}
