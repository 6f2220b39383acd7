import { z } from "zod";

/** The admin lists' free-text search (`?q=`): bookings, enquiries and orders share its rule. */
export const listSearchField = z
  .string()
  .trim()
  .max(100, "Must be at most 100 characters")
  .refine((value) => !/\p{Cc}/u.test(value), "Must not contain control characters")
  .optional();
