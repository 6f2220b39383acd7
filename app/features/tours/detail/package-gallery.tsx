import { useState } from "react";
import { imageAtWidth, srcSetFor } from "~/lib/images";

/** docs/product.md §9: at most four thumbnails under the main photo. */
const MAX_THUMBNAILS = 4;

/**
 * The package's photos (main image, then the gallery): previous / next buttons, dots and up to
 * four thumbnails. Arrow keys work while focus is on any of its controls.
 */
export function PackageGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <div className="aspect-[3/2] rounded-2xl bg-slate-200" />;
  const go = (next: number) => setIndex((next + count) % count);
  const current = images[index] ?? images[0]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        if (event.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-200">
        <img
          key={current}
          src={current}
          srcSet={srcSetFor(current)}
          sizes="(min-width: 1024px) 800px, 100vw"
          alt={`${title}: photo ${index + 1} of ${count}`}
          width={960}
          height={640}
          fetchPriority={index === 0 ? "high" : "auto"}
          className="aspect-[3/2] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => go(index - 1)}
              className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => go(index + 1)}
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
            >
              <Chevron direction="right" />
            </button>
            <div className="absolute inset-x-0 bottom-1.5 flex justify-center">
              {images.map((image, i) => (
                // a small dot inside a 24 px target (WCAG 2.2 target size)
                <button
                  key={image}
                  type="button"
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                  className="flex h-6 min-w-6 items-center justify-center px-1"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full shadow transition-all ${i === index ? "w-6 bg-white" : "w-2.5 bg-white/60"}`}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Thumbnails">
          {images.slice(0, MAX_THUMBNAILS).map((image, i) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Photo ${i + 1} thumbnail`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={`block w-full overflow-hidden rounded-lg ring-2 ${i === index ? "ring-brand-700" : "ring-transparent"}`}
              >
                <img
                  src={imageAtWidth(image, 480)}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === "left" ? "M15 18l-6-6 6-6" : "M9 18l6-6-6-6"} />
    </svg>
  );
}
