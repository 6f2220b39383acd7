import type { Tour } from "../tour-schema";
import { tourCreateSchema, tourFormMessages, tourFormValues, tourListFields } from "../tour-write-schema";

/** The text values a tour form shows: what was typed (after a refused save), else the tour's own. */
export type TourFormText = Record<string, string | string[]>;

/** List fields are typed as text separated by a double comma (docs/product.md §5). */
const LIST_SEPARATOR = ",, ";

const listFieldNames: readonly string[] = tourListFields;

/** What one text input of the form starts with. */
export function initialText(name: string, values: TourFormText | undefined, tour: Tour | undefined): string {
  const typed = values?.[name];
  if (typed !== undefined) return Array.isArray(typed) ? typed.join(LIST_SEPARATOR) : typed;
  if (!tour) return "";
  const value = tour[name as keyof Tour];
  if (value === null || value === undefined) return "";
  // permits are short codes: "RAP, PAP" reads better than the lists' double comma
  if (name.startsWith("permits_") && Array.isArray(value)) return value.join(", ");
  if (listFieldNames.includes(name) && Array.isArray(value)) return value.join(LIST_SEPARATOR);
  return String(value);
}

/** A checkbox's first state: typed value, else the tour's, else the default (available is on). */
export function initialFlag(
  name: "featured" | "available" | "high_altitude",
  values: TourFormText | undefined,
  tour: Tour | undefined,
): boolean {
  const typed = values?.[name];
  if (typed !== undefined) return typed === "true" || typed === "on";
  if (tour) return tour[name];
  return name === "available";
}

/** The fields docs/product.md §5 and the server both insist on; a blank one gets the form's one message. */
const requiredFields = ["title", "description", "destination", "duration", "price"] as const;

type TourFormCheck = { errors: Record<string, string>; message: string | null };

/**
 * The browser's check before sending, with the server's own schema: one message per field, and
 * 'Please fill in all required fields' when any required one is blank.
 */
export function checkTourForm(form: FormData, needsImage: boolean): TourFormCheck {
  const errors: Record<string, string> = {};
  const result = tourCreateSchema.safeParse(tourFormValues(form));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "_");
      errors[key] ??= issue.message;
    }
  }
  const blank = requiredFields.some((name) => String(form.get(name) ?? "").trim() === "");
  if (needsImage) errors.image_url ??= "Please choose a main image";
  const missing = blank || needsImage;
  if (missing) return { errors, message: tourFormMessages.required };
  return { errors, message: Object.keys(errors).length ? "Please check the highlighted fields" : null };
}
