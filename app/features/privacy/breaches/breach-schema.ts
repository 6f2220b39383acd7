import { z } from "zod";
import { multiLine, requiredLine, wholeNumber } from "~/lib/text-fields";

/** The Board's detailed report is due this long after a breach is found (DPDP Rules 2025, rule 7(2)). */
export const BOARD_REPORT_HOURS = 72;

export const breachMessages = {
  description: "Please describe what happened",
  foundAt: "Please enter when it was found (date and time, India time)",
  affected: "Please say whose data it touched",
  count: "A number of people, 0 or more",
  toldAt: "Please enter a date and time, or leave it blank",
  recorded: "Breach recorded",
  updated: "Breach updated",
} as const;

/** "2026-11-28T14:05" as a datetime-local field sends it, read as India time (UTC+5:30). */
const indiaDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, message)
    .transform((value) => new Date(`${value}:00+05:30`))
    .refine((value) => !Number.isNaN(value.getTime()), message);

const optionalIndiaDateTime = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  indiaDateTime(breachMessages.toldAt).optional(),
);

/** A new entry of the breach log (the staff screen's form). */
export const breachInputSchema = z.object({
  description: multiLine(5000, breachMessages.description),
  found_at: indiaDateTime(breachMessages.foundAt),
  affected: requiredLine(500, breachMessages.affected),
  affected_count: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    wholeNumber({ min: 0, max: 100_000_000, message: breachMessages.count }).optional(),
  ),
  board_told_at: optionalIndiaDateTime,
  people_told_at: optionalIndiaDateTime,
});
export type BreachInput = z.output<typeof breachInputSchema>;

/** Later: when the Board and the people were told. */
export const breachNoticeSchema = z.object({
  board_told_at: optionalIndiaDateTime,
  people_told_at: optionalIndiaDateTime,
});

/** A breach as the log shows it. */
export type BreachView = {
  id: string;
  description: string;
  foundAt: string;
  affected: string;
  affectedCount: number | null;
  boardDueAt: string;
  boardToldAt: string | null;
  peopleToldAt: string | null;
  /** hours left to the Board's deadline (negative when past); null once the Board was told */
  boardHoursLeft: number | null;
  recordedBy: string;
};
