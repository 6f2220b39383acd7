import { useEffect, useState } from "react";
import { Link, type LinkDescriptor } from "react-router";

const slides = [
  {
    image: "/images/hero-1",
    eyebrow: "Himalayan journeys",
    title: "Ride the high passes of Ladakh & Spiti",
    text: "Small groups, acclimatised itineraries and local drivers who know every hairpin bend.",
    cta: "Explore Packages",
  },
  {
    image: "/images/hero-2",
    eyebrow: "Coasts & backwaters",
    title: "Drift through Kerala and the Andaman Islands",
    text: "Houseboats, spice hills and turquoise bays, with the details handled for you.",
    cta: "Find Your Escape",
  },
  {
    image: "/images/hero-3",
    eyebrow: "Monasteries & mountains",
    title: "Wake up to Tawang, Kashmir and beyond",
    text: "Guided tours to India's most breathtaking corners, priced honestly in rupees.",
    cta: "View Tours",
  },
] as const;

const AUTO_ADVANCE_MS = 5000;

/** Screens that get the upright cut of each slide, and its stored widths (1:2). */
const TALL_SCREEN = "(max-width: 767px) and (orientation: portrait)";
const TALL_WIDTHS = [540, 810, 1080] as const;

const tallSrcSet = (image: string) => TALL_WIDTHS.map((w) => `${image}-tall-${w}.webp ${w}w`).join(", ");
const wideSrcSet = (image: string) =>
  `${image}-640.webp 640w, ${image}-1280.webp 1280w, ${image}-1920.webp 1920w`;

/**
 * The first slide's picture is the page's largest paint: the browser is told of it in the head,
 * the cut for its own screen only (a `<picture>` is not preloaded by itself, and the featured
 * cards further down would otherwise be fetched first).
 */
export function homeHeroPreloads(): LinkDescriptor[] {
  const image = slides[0].image;
  return [
    { media: TALL_SCREEN, href: `${image}-tall-810.webp`, imageSrcSet: tallSrcSet(image) },
    { media: `not all and ${TALL_SCREEN}`, href: `${image}-1280.webp`, imageSrcSet: wideSrcSet(image) },
  ].map((cut) => ({
    rel: "preload",
    as: "image",
    type: "image/webp",
    imageSizes: "100vw",
    fetchPriority: "high",
    ...cut,
  }));
}

/**
 * The later slides' pictures wait for the page to finish loading, so they do not share a slow
 * network with the first one; they are in place long before the first change of slide.
 */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

/**
 * The home page's hero (docs/product.md §2): three slides, dots, a new slide every 5 s. WAI-ARIA
 * carousel: it can be paused, it stops while the pointer or keyboard focus is inside it, arrow keys
 * move between slides, and it never moves by itself for visitors who ask for reduced motion. `held`
 * stops it too while something covers it (the lead popup).
 */
export function HomeHero({ heading, held = false }: { heading: string; held?: boolean }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const pageLoaded = usePageLoaded();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useEffect(() => {
    if (paused || holding || held) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, holding, held]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[88svh] min-h-[520px] overflow-hidden bg-slate-900"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") setIndex((i) => (i + 1) % slides.length);
        if (event.key === "ArrowLeft") setIndex((i) => (i + slides.length - 1) % slides.length);
      }}
    >
      <h1 className="sr-only">{heading}</h1>
      <div aria-live={paused ? "polite" : "off"}>
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`absolute inset-0 transition-opacity duration-1000 ${i === index ? "opacity-100" : "opacity-0"}`}
          >
            {(i === 0 || pageLoaded || i === index) && (
              <picture>
                {/* a phone held upright gets a tall slice of the scene (scripts/make-artwork.ts), at
                  its own width: the wide picture would be cut to a strip and blown up */}
                <source
                  media={TALL_SCREEN}
                  srcSet={tallSrcSet(slide.image)}
                  sizes="100vw"
                  width={1080}
                  height={2160}
                />
                <img
                  src={`${slide.image}-1280.webp`}
                  srcSet={wideSrcSet(slide.image)}
                  sizes="100vw"
                  alt=""
                  width={1280}
                  height={720}
                  fetchPriority={i === 0 ? "high" : "low"}
                  loading={i === 0 ? "eager" : "lazy"}
                  className="h-full w-full object-cover"
                />
              </picture>
            )}
            <div className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-900/40 to-slate-900/10" />
            <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-24 sm:pb-28">
              <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">
                {slide.eyebrow}
              </p>
              <h2 className="mt-3 max-w-3xl font-display text-4xl font-bold leading-tight text-white sm:text-6xl">
                {slide.title}
              </h2>
              <p className="mt-4 max-w-xl text-lg text-slate-100">{slide.text}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link
                  to="/packages"
                  className="rounded-full bg-accent-500 px-7 py-3 font-semibold text-slate-900 hover:bg-accent-400"
                >
                  {slide.cta}
                </Link>
                <Link
                  to="/contact"
                  className="rounded-full border-2 border-white/80 px-7 py-3 font-semibold text-white hover:bg-white hover:text-slate-900"
                >
                  Customize Your Trip
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-8 mx-auto flex max-w-7xl items-center gap-3 px-4">
        {slides.map((slide, i) => (
          <button
            key={slide.image}
            type="button"
            aria-label={`Show slide ${i + 1}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className={`h-3 rounded-full transition-all ${i === index ? "w-8 bg-accent-500" : "w-3 bg-white/60 hover:bg-white"}`}
          />
        ))}
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="ml-2 rounded-full border border-white/60 px-3 py-1 text-xs font-semibold text-white hover:bg-white/20"
        >
          {paused ? "Play slideshow" : "Pause slideshow"}
        </button>
      </div>
    </section>
  );
}
