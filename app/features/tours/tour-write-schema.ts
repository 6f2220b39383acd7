import { z } from "zod";
import { hasControlCharacters, multiLine, singleLine, wholeNumber } from "~/lib/text-fields";
import { tourCategories, tourSubcategories } from "../../../domain/tour-values";
import { permitKinds, TRAVELLER_DETAILS_DUE_DAYS } from "../../../domain/traveller-values";

/**
 * The admin's tour form and `POST /api/tours` / `PATCH /api/tours/{id}` (multipart,
 * docs/product.md §7). Every value arrives as text: numbers as digits, booleans as 'true'/'false',
 * list fields as a JSON list ('["Hotel","Meals"]') or, as the form types them, text separated by
 * ",," (docs/product.md §5). Files are checked by content on the server
 * (app/lib/uploads.server.ts); the limits and the messages below are shared so the form can warn
 * before sending.
 */

const TOUR_PRICE_MAX = 10_000_000;
const TOUR_LIST_MAX_ITEMS = 60;
export const TOUR_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const TOUR_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** gallery images sent in one request, and kept on one tour */
export const TOUR_GALLERY_MAX = 10;

export const tourFormMessages = {
  required: "Please fill in all required fields",
  image: "Please select a valid image file",
  gallery: "Please select only image files for gallery",
  pdf: "Please select a valid PDF file",
  saveFailed: "An error occurred while saving the tour. Please try again.",
  confirmDelete: "Are you sure you want to delete this tour?",
} as const;

/** The multipart fields holding files; everything else is text. */
const tourFileFields = ["image_url", "gallery_images", "itinerary_pdf"] as const;
export const tourListFields = [
  "inclusions",
  "exclusions",
  "think_to_pack",
  "itenory",
  "permits_indian",
  "permits_foreign",
] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

function line(label: string, max: number) {
  const missing = `Please enter the ${label}`;
  return z.preprocess(blankToUndefined, singleLine(max, missing));
}

const optionalLine = (max: number) => singleLine(max, "Must be text");

/** "HH:MM" on a 24-hour clock ("07:30"), or blank for not set. */
const meetingTime = z
  .string({ error: "Must be a time like 07:30" })
  .trim()
  .refine(
    (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    "Must be a time like 07:30 (24-hour)",
  );

/** Whole rupees from digits ("18999", "18,999" or "1,89,999") or a number. */
const rupees = wholeNumber({
  min: 0,
  max: TOUR_PRICE_MAX,
  message: "Must be a whole number of rupees",
  tooSmall: "Must not be negative",
  tooLarge: `Must be at most ${TOUR_PRICE_MAX}`,
  digitGrouping: true,
});

const requiredRupees = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .unknown()
      .refine((v) => v !== undefined, `Please enter the ${label}`)
      .pipe(rupees),
  );
/** An empty box clears the price. */
const optionalRupees = z.preprocess(blankToNull, rupees.nullable());

/** A child's age in whole years; an empty box clears it. */
const optionalAge = z.preprocess(
  blankToNull,
  wholeNumber({ min: 0, max: 17, message: "Must be an age in whole years from 0 to 17" }).nullable(),
);

/** 'true'/'false' from the API, 'on' from a plain checkbox. */
const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on"])], { error: "Must be true or false" })
  .transform((value) => value === true || value === "true" || value === "on");

const LIST_ITEM_MAX = 1000;

/** Items of a list field: a JSON list of texts, text separated by ",,", or repeated fields. */
function listItems(value: string | string[]): string[] | null {
  if (Array.isArray(value)) return value;
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.every((item) => typeof item === "string") ? parsed : null;
    } catch {
      // not JSON after all: an item that happens to start with "["
    }
  }
  return text.split(",,");
}

const list = z
  .union([z.string(), z.array(z.string())], { error: "Must be a list of texts" })
  .transform((value, ctx) => {
    const items = listItems(value);
    if (!items) {
      ctx.addIssue({ code: "custom", message: "Must be a JSON list of texts" });
      return z.NEVER;
    }
    const kept = items.map((item) => item.trim()).filter((item) => item !== "");
    if (kept.length > TOUR_LIST_MAX_ITEMS) {
      ctx.addIssue({ code: "custom", message: `At most ${TOUR_LIST_MAX_ITEMS} items` });
    } else if (kept.some((item) => item.length > LIST_ITEM_MAX)) {
      ctx.addIssue({ code: "custom", message: `Each item must be at most ${LIST_ITEM_MAX} characters` });
    } else if (kept.some(hasControlCharacters)) {
      ctx.addIssue({ code: "custom", message: "Must not contain control characters" });
    }
    return kept;
  });

/** Permits of a route, as a list field or repeated checkboxes: ILP, PAP, RAP (any case). */
const permitList = list
  .transform((items) => [
    ...new Set(items.flatMap((item) => item.toUpperCase().split(/[\s,/]+/)).filter((item) => item !== "")),
  ])
  .pipe(z.array(z.enum(permitKinds, { error: `Each permit must be one of ${permitKinds.join(", ")}` })));

/** A package lasts 1 to 60 days (ADR 058). */
const TOUR_DAYS_MAX = 60;

/**
 * The days a free-text duration names, for a client that sends no `duration_days`: the number
 * before "Days", "Day" or "D" ("7 Days 6 Nights", "6N/7D": 7; at least 1), else the number before
 * "Nights", "Night" or "N" plus one ("5 nights": 6); null when it names neither ("A long weekend").
 * Migration 0031 filled the column of existing packages by this rule.
 */
export function daysNamedIn(duration: string): number | null {
  const days = /(\d+)\s*D(ays?)?\b/i.exec(duration);
  if (days) return Math.max(1, Number(days[1]));
  const nights = /(\d+)\s*N(ights?)?\b/i.exec(duration);
  return nights ? Number(nights[1]) + 1 : null;
}

const durationDaysMessage = `Must be a whole number of days from 1 to ${TOUR_DAYS_MAX}`;

/** An empty box or no field at all: the days are counted from the duration's text. */
const durationDays = z
  .preprocess(
    blankToUndefined,
    wholeNumber({ min: 1, max: TOUR_DAYS_MAX, message: durationDaysMessage }).optional(),
  )
  .describe(
    `the package's length in whole days, 1 to ${TOUR_DAYS_MAX}: the return date is the travel date ` +
      "plus these, less one. Omitted or empty: the days `duration` names (the number before Days or D, " +
      "else the nights plus one); on create 1 when it names none, on update unchanged",
  );

/** The days counted from a duration's text must keep to the same range as days typed. */
function checkNamedDays(fields: { duration?: string; duration_days?: number }, ctx: z.RefinementCtx) {
  if (fields.duration_days !== undefined || fields.duration === undefined) return;
  const named = daysNamedIn(fields.duration);
  if (named !== null && named > TOUR_DAYS_MAX) {
    ctx.addIssue({
      code: "custom",
      path: ["duration_days"],
      message: `The duration names ${named} days: a package lasts 1 to ${TOUR_DAYS_MAX} days`,
    });
  }
}

const days = (label: string) =>
  wholeNumber({ min: 0, max: 120, message: `${label} must be a whole number of days from 0 to 120` });

const category = z.preprocess(
  blankToUndefined,
  z.enum(tourCategories, { error: "Please choose domestic or international" }),
);
const subcategory = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.union([z.literal(""), z.enum(tourSubcategories)], { error: "Please choose a destination from the list" }),
);

/** Every text field of a tour as it may arrive; none has a default here. */
const tourFieldShape = {
  title: line("title", 200),
  description: z.preprocess(blankToUndefined, multiLine(20_000, "Please enter the description")),
  destination: line("destination", 100),
  duration: line("duration", 100),
  duration_days: durationDays,
  pick_drop: optionalLine(200),
  price: requiredRupees("price"),
  original_price: optionalRupees,
  double_sharing_price: optionalRupees,
  double_sharing_original_price: optionalRupees,
  child_price: optionalRupees,
  child_age_min: optionalAge,
  child_age_max: optionalAge,
  single_supplement: optionalRupees,
  category,
  subcategory,
  featured: flag,
  available: flag,
  inclusions: list,
  exclusions: list,
  think_to_pack: list,
  itenory: list,
  meeting_point: optionalLine(300),
  meeting_time: meetingTime,
  weather_notes: multiLine(2000),
  permits_indian: permitList,
  permits_foreign: permitList,
  // an empty box: no lead time, or the usual 15 days for the travellers' details
  permit_days: z.preprocess((value) => blankToNull(value) ?? 0, days("The days to obtain permits")),
  permit_group_rule: optionalLine(300),
  high_altitude: flag,
  traveller_details_due_days: z.preprocess(
    (value) => blankToNull(value) ?? TRAVELLER_DETAILS_DUE_DAYS,
    days("The days before travel"),
  ),
};

type Prices = {
  price: number;
  original_price: number | null;
  double_sharing_price: number | null;
  double_sharing_original_price: number | null;
  child_price: number | null;
  child_age_min: number | null;
  child_age_max: number | null;
};

/** Rules across price fields; the API also checks them after merging a partial update. */
export function tourPriceErrors(prices: Prices): Record<string, string> {
  const errors: Record<string, string> = {};
  if (prices.original_price !== null && prices.original_price < prices.price) {
    errors.original_price = "Must be at least the price";
  }
  if (
    prices.double_sharing_original_price !== null &&
    prices.double_sharing_price !== null &&
    prices.double_sharing_original_price < prices.double_sharing_price
  ) {
    errors.double_sharing_original_price = "Must be at least the double sharing price";
  }
  // a child price holds for an age band (e.g. 5–11 years; younger children travel free)
  const band = [prices.child_age_min, prices.child_age_max];
  if (prices.child_price !== null) {
    if (prices.child_age_min === null)
      errors.child_age_min = "Please enter the youngest age the child price is for";
    if (prices.child_age_max === null)
      errors.child_age_max = "Please enter the oldest age the child price is for";
  } else if (band.some((age) => age !== null)) {
    errors.child_price = "Please enter the child price for this age band";
  }
  if (
    prices.child_age_min !== null &&
    prices.child_age_max !== null &&
    prices.child_age_max < prices.child_age_min
  ) {
    errors.child_age_max = "Must be at least the youngest age";
  }
  return errors;
}

/** The fields of a new tour without the rules across fields (the API document extends it). */
export const tourCreateFields = z.object({
  ...tourFieldShape,
  pick_drop: tourFieldShape.pick_drop.optional().default(""),
  original_price: tourFieldShape.original_price.optional().default(null),
  double_sharing_price: tourFieldShape.double_sharing_price.optional().default(null),
  double_sharing_original_price: tourFieldShape.double_sharing_original_price.optional().default(null),
  child_price: tourFieldShape.child_price.optional().default(null),
  child_age_min: tourFieldShape.child_age_min.optional().default(null),
  child_age_max: tourFieldShape.child_age_max.optional().default(null),
  single_supplement: tourFieldShape.single_supplement.optional().default(null),
  category: tourFieldShape.category.optional().default("domestic"),
  subcategory: tourFieldShape.subcategory.optional().default(""),
  featured: flag.optional().default(false),
  available: flag.optional().default(true),
  inclusions: list.optional().default([]),
  exclusions: list.optional().default([]),
  think_to_pack: list.optional().default([]),
  itenory: list.optional().default([]),
  meeting_point: tourFieldShape.meeting_point.optional().default(""),
  meeting_time: meetingTime.optional().default(""),
  weather_notes: tourFieldShape.weather_notes.optional().default(""),
  permits_indian: permitList.optional().default([]),
  permits_foreign: permitList.optional().default([]),
  permit_days: tourFieldShape.permit_days.optional().default(0),
  permit_group_rule: optionalLine(300).optional().default(""),
  high_altitude: flag.optional().default(false),
  traveller_details_due_days: tourFieldShape.traveller_details_due_days
    .optional()
    .default(TRAVELLER_DETAILS_DUE_DAYS),
});

/**
 * A new tour: title, description, destination, duration and price are required. Without
 * `duration_days` the package lasts the days its duration names, or 1 when it names none (as
 * every package did before the column, so older clients keep working).
 */
export const tourCreateSchema = tourCreateFields
  .superRefine((tour, ctx) => {
    for (const [field, message] of Object.entries(tourPriceErrors(tour))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
    checkNamedDays(tour, ctx);
  })
  .transform((tour) => ({ ...tour, duration_days: tour.duration_days ?? daysNamedIn(tour.duration) ?? 1 }));
export type TourFields = z.output<typeof tourCreateSchema>;

/** The fields of a partial update (the API document extends it). */
export const tourUpdateFields = z
  .object(tourFieldShape)
  .partial()
  .extend({ remove_itinerary_pdf: flag.optional() });

/**
 * A partial update: only the fields sent change; price rules are checked after merging.
 * `remove_itinerary_pdf=true` drops the PDF (a new `itinerary_pdf` file replaces it instead). A
 * new duration sent without `duration_days` changes the days only when its text names them.
 */
export const tourUpdateSchema = tourUpdateFields.superRefine(checkNamedDays).transform((patch) => {
  if (patch.duration_days !== undefined || patch.duration === undefined) return patch;
  const named = daysNamedIn(patch.duration);
  return named === null ? patch : { ...patch, duration_days: named };
});
export type TourFieldsPatch = z.output<typeof tourUpdateSchema>;

/**
 * The text values of a submitted form, as the schemas take them: the last value of a repeated
 * field (so a hidden 'false' before a checkbox works), every value of a repeated list field.
 */
export function tourFormValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const lists: readonly string[] = tourListFields;
  const files: readonly string[] = tourFileFields;
  for (const key of new Set(form.keys())) {
    if (files.includes(key)) continue;
    const texts = form.getAll(key).filter((value): value is string => typeof value === "string");
    if (texts.length === 0) continue;
    values[key] = lists.includes(key) && texts.length > 1 ? texts : texts[texts.length - 1]!;
  }
  return values;
}
