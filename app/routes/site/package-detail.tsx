import { useCallback, useMemo, useRef, useState } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { HydrateLater } from "~/components/hydrate-later";
import { ErrorContent } from "~/components/layout/error-content";
import { buttonClass } from "~/components/ui/button";
import { ClockIcon, MapPinIcon } from "~/components/ui/icons";
import { Dialog } from "~/components/ui/dialog";
import { BookingConfirmationDetails } from "~/features/bookings/ui/booking-confirmation";
import {
  BOOKING_RECEIVED_TITLE,
  QUOTE_INTENT,
  type BookingConfirmation,
} from "~/features/bookings/write/booking-form-state";
import { BookingModal } from "~/features/bookings/ui/booking-modal";
import { BookingPageForm } from "~/features/bookings/ui/booking-page-form";
import { DepartureList } from "~/features/bookings/departures/departure-list";
import { departureOffers } from "~/features/bookings/departures/departure-json-ld";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import { listUpcomingDeparturesOf } from "~/features/bookings/departures/departure-service.server";
import { submitWaitlistForm } from "~/features/bookings/waitlist/waitlist-form-action.server";
import { isWaitlistResult, WAITLIST_INTENT } from "~/features/bookings/waitlist/waitlist-form-state";
import { WaitlistDialog, WaitlistPageForm } from "~/features/bookings/waitlist/waitlist-form";
import { PackageReviews } from "~/features/reviews/package-reviews";
import { listReviewsOfTour } from "~/features/reviews/review-service.server";
import { PackageBookingBar } from "~/features/tours/detail/package-booking-bar";
import { PackageGallery } from "~/features/tours/detail/package-gallery";
import { PackagePricing, type Sharing } from "~/features/tours/detail/package-pricing";
import { PackageTabs } from "~/features/tours/detail/package-tabs";
import { packageJsonLd } from "~/features/tours/detail/package-json-ld";
import { savingOf } from "~/features/tours/catalogue/tour-display";
import { getVisitorTour } from "~/features/tours/tour-service.server";
import { listOfferCardsOfPackage, pricingInForceFor } from "~/features/pricing/pricing-service.server";
import { childBandOf } from "~/features/bookings/ui/child-band";
import { packagePricesOf, useLivePrice } from "~/features/bookings/ui/live-price";
import { LivePriceSummary } from "~/features/bookings/ui/live-price-summary";
import { tcsNoticeOf } from "~/features/tax/tax-rule-schema";
import { todayInIndia } from "~/lib/dates";
import { ruleInForce } from "~/features/tax/tax-rule-service.server";
import { submitBookingForm, submitQuoteForm } from "~/features/bookings/write/booking-form-action.server";
import { formatRupees } from "~/lib/money";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { whatsappLink } from "~/lib/whatsapp";
import { publicSiteOf, usePublicSite } from "~/lib/public-site";
import type { Route } from "./+types/package-detail";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const site = publicSiteOf(matches);
  if (!loaderData)
    return [{ title: `Package Not Found | ${site.agency.name}` }, { name: "robots", content: "noindex" }];
  const { tour, reviews, departures, offers, pricing } = loaderData;
  const path = `/packages/${tour.id}`;
  return pageMeta({
    title: `${tour.title} – ${tour.duration}`,
    description:
      `${tour.destination}, ${tour.duration}, from ${formatRupees(tour.price)} per person. ${tour.description}`.slice(
        0,
        300,
      ),
    path,
    siteUrl: site.siteUrl,
    agencyName: site.agency.name,
    image: tour.image_url,
    type: "product",
    jsonLd: [
      ...packageJsonLd(tour, reviews, site, {
        prices: packagePricesOf(tour),
        pricing,
        departures: (url, priceOf) => departureOffers(departures, { url, priceOf }),
        ruleOffers: offers,
      }),
      breadcrumbJsonLd(site.siteUrl, [
        ["Home", "/"],
        ["Packages", "/packages"],
        [tour.title, path],
      ]),
    ],
  });
}

async function visitorTourOrNotFound(context: Route.LoaderArgs["context"], id: string) {
  const tour = await getVisitorTour(context.db, id);
  if (!tour) throw data(null, { status: 404 });
  return tour;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tour = await visitorTourOrNotFound(context, params.id);
  // the package is known to exist (the catalogue is current): one query each, no second look for it
  const [reviews, departures, offers, pricing] = await Promise.all([
    listReviewsOfTour(context.db, tour),
    listUpcomingDeparturesOf(context.db, tour.id),
    listOfferCardsOfPackage(context.db, tour),
    pricingInForceFor(context.db, tour),
  ]);
  // without JavaScript a departure's Book or Join waitlist link comes back here with its choice
  const query = new URL(request.url).searchParams;
  const chosen = {
    departure: query.get("departure") ?? undefined,
    waitlist: query.get("waitlist") ?? undefined,
  };
  // TCS on an international package, as the rule in force today has it, shown with the price
  const tcsRule =
    tour.category === "international"
      ? await ruleInForce(context.db, "tcs_overseas_package", todayInIndia())
      : null;
  return { tour, reviews, departures, chosen, offers, pricing, tcsNotice: tcsNoticeOf(tcsRule) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tour = await visitorTourOrNotFound(context, params.id);
  const formData = await request.formData();
  if (formData.get("intent") === WAITLIST_INTENT) {
    return submitWaitlistForm(context.db, context.config, tour.id, formData);
  }
  if (formData.get("intent") === QUOTE_INTENT) return submitQuoteForm(context.db, tour, formData);
  return submitBookingForm(context.db, context.config, tour, formData);
}

export default function PackageDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, reviews, departures, chosen, pricing, tcsNotice } = loaderData;
  const site = usePublicSite();
  const whatsapp = site?.agency.whatsapp ?? "";
  const hydrated = useHydrated();
  const [sharing, setSharing] = useState<Sharing>("triple");
  const [travellers, setTravellers] = useState(2);
  const [bookingOpen, setBookingOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(null);
  const [chosenDeparture, setChosenDeparture] = useState<string | undefined>(chosen.departure);
  const [waitlistFor, setWaitlistFor] = useState<Departure | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const priceBlockRef = useRef<HTMLElement>(null);
  const onBooked = useCallback((booked: BookingConfirmation) => {
    setBookingOpen(false);
    setConfirmation(booked);
  }, []);

  const prices = useMemo(() => packagePricesOf(tour), [tour]);
  // the card's breakdown before a date is chosen: offers that need one are named, not applied
  const cardPrice = useLivePrice(prices, pricing, {
    sharing,
    travellers,
    children: 0,
    travelDate: null,
    departure: null,
    promoCode: "",
  });
  // a package with fixed departures takes bookings only on them (closed ones are not shown)
  const shownDepartures = departures.filter((departure) => departure.status !== "closed");
  const soldOut = shownDepartures.filter((departure) => departure.status === "sold_out");
  const waitlistResult = isWaitlistResult(actionData) ? actionData : undefined;
  const bookingResult = isWaitlistResult(actionData) ? undefined : actionData;
  const saving = savingOf(tour.price, tour.original_price);
  const images = [tour.image_url, ...tour.gallery_images].filter(Boolean);
  const enquiry = whatsappLink(
    whatsapp,
    `Hi, I'm interested in the "${tour.title}" package. Could you share more details?`,
  );

  // Without JavaScript, Book Now jumps to the form on the page; with it, it opens the dialog.
  const bookNow = (className: string) =>
    hydrated ? (
      <button type="button" onClick={() => setBookingOpen(true)} className={className}>
        Book Now
      </button>
    ) : (
      <a href="#book" className={className}>
        Book Now
      </a>
    );
  const whatsappButton = (className: string, text: string) => (
    <a href={enquiry} target="_blank" rel="noopener noreferrer" className={className}>
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  const sharingOptions: { value: Sharing; label: string; price: number }[] = [
    { value: "triple", label: "Triple Sharing", price: tour.price },
  ];
  if (tour.double_sharing_price !== null) {
    sharingOptions.push({ value: "double", label: "Double Sharing", price: tour.double_sharing_price });
  }

  return (
    <>
      <article>
        <header
          ref={headerRef}
          className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 pb-10 pt-24 text-white sm:pt-28"
        >
          <div className="mx-auto max-w-7xl">
            <Link
              to="/packages"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-50 hover:text-white"
            >
              <span aria-hidden="true">←</span> Back to Packages
            </Link>
            <div className="mt-4 flex flex-wrap gap-2">
              {tour.featured && (
                <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-slate-900">
                  Featured
                </span>
              )}
              {saving !== null && (
                <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white">
                  Save {formatRupees(saving)}
                </span>
              )}
            </div>
            <h1 className="mt-3 font-display text-3xl font-bold sm:text-5xl">{tour.title}</h1>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-brand-50">
              <span className="inline-flex items-center gap-1.5">
                <MapPinIcon /> {tour.destination}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon /> {tour.duration}
              </span>
              {tour.pick_drop && <span>Pickup & drop: {tour.pick_drop}</span>}
            </p>
          </div>
        </header>

        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <PackageGallery images={images} title={tour.title} />
            {tour.itinerary_pdf && (
              <a
                href={tour.itinerary_pdf}
                download
                className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
              >
                Download Itinerary PDF
              </a>
            )}
            {shownDepartures.length > 0 && (
              <div className="mt-6">
                <DepartureList
                  departures={shownDepartures}
                  hydrated={hydrated}
                  onBook={(departure) => {
                    setChosenDeparture(departure.id);
                    setBookingOpen(true);
                  }}
                  onJoinWaitlist={setWaitlistFor}
                />
              </div>
            )}
            <HydrateLater>
              <div className="mt-6">
                <PackageTabs tour={tour} departures={shownDepartures} />
              </div>
            </HydrateLater>
          </div>
          <aside
            ref={priceBlockRef}
            aria-label="Price and booking"
            className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start"
          >
            <PackagePricing
              tour={tour}
              sharing={sharing}
              onSharingChange={setSharing}
              travellers={travellers}
              onTravellersChange={setTravellers}
              breakdown={
                <LivePriceSummary price={cardPrice} large totalTestId="package-total" tcsNotice={tcsNotice} />
              }
              actions={
                <>
                  {bookNow(`w-full ${buttonClass("primary", "lg")}`)}
                  {whatsappButton(`w-full ${buttonClass("secondary", "lg")}`, "Enquire on WhatsApp")}
                </>
              }
            />
          </aside>
        </div>

        <HydrateLater>
          <div className="bg-slate-50">
            <PackageReviews reviews={reviews} />
          </div>
        </HydrateLater>

        <section aria-labelledby="closing-heading" className="bg-brand-800 px-4 py-14 text-center text-white">
          <h2 id="closing-heading" className="font-display text-3xl font-bold">
            Ready to experience {tour.destination}?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            Send a booking request now; our travel expert will call you within 24 hours to confirm it and plan
            the details.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {bookNow(buttonClass("accent", "lg"))}
            {whatsappButton(
              "inline-flex items-center justify-center rounded-full border-2 border-white px-7 py-3 font-semibold text-white hover:bg-white hover:text-brand-900",
              "Chat on WhatsApp",
            )}
          </div>
        </section>

        {/* the form for a browser without scripts: held back, it is gone before its turn comes */}
        {(!hydrated || bookingResult) && (
          <HydrateLater>
            <BookingPageForm
              result={bookingResult}
              options={sharingOptions}
              whatsapp={whatsapp}
              departures={departures}
              chosenDeparture={chosen.departure}
              childBand={childBandOf(prices)}
              international={tour.category === "international"}
            />
          </HydrateLater>
        )}
        {soldOut.length > 0 && (!hydrated || waitlistResult) && (
          <HydrateLater>
            <WaitlistPageForm result={waitlistResult} departures={soldOut} chosen={chosen.waitlist} />
          </HydrateLater>
        )}
      </article>

      {hydrated && (
        <PackageBookingBar
          price={Math.min(tour.price, tour.double_sharing_price ?? tour.price)}
          header={headerRef}
          priceBlock={priceBlockRef}
          bookNow={bookNow(buttonClass("primary", "md"))}
        />
      )}
      <BookingModal
        open={bookingOpen}
        onClose={() => setBookingOpen(false)}
        onBooked={onBooked}
        packageTitle={tour.title}
        travellers={travellers}
        onTravellersChange={setTravellers}
        sharing={sharing}
        prices={prices}
        pricing={pricing}
        departures={departures}
        chosenDeparture={chosenDeparture}
        international={tour.category === "international"}
        tcsNotice={tcsNotice}
      />
      <WaitlistDialog departure={waitlistFor} travellers={travellers} onClose={() => setWaitlistFor(null)} />
      <Dialog
        open={confirmation !== null}
        onClose={() => setConfirmation(null)}
        title={BOOKING_RECEIVED_TITLE}
      >
        {confirmation && (
          <BookingConfirmationDetails confirmation={confirmation} whatsapp={whatsapp} animate />
        )}
      </Dialog>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorContent error={error} />;
  return (
    <section className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Error 404</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-slate-900">Package Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The package you're looking for doesn't exist.</p>
      <Link to="/packages" className={`mt-8 ${buttonClass("primary", "lg")}`}>
        Back to Packages
      </Link>
    </section>
  );
}
