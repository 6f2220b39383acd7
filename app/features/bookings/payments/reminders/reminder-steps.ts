import type { ReminderStep } from "../../../../../domain/billing-values";
import { daysBetween } from "../payment-policy";

/**
 * Which balance reminder is due today for an amount due on `dueDate` (issue 26): 7 days before,
 * 3 days before, on the day, then when it is overdue and weekly after that, at most 3 times. Each
 * step covers the days until the next one, so a day the job did not run is caught up by the next
 * step rather than lost; each is sent once per due date (payment_reminders).
 */
export function reminderStepOn(dueDate: string, today: string): ReminderStep | null {
  const days = daysBetween(today, dueDate);
  if (days > 7) return null;
  if (days > 3) return "before-7";
  if (days > 0) return "before-3";
  if (days === 0) return "due-today";
  if (days >= -7) return "overdue-1";
  if (days >= -14) return "overdue-2";
  return "overdue-3";
}

export const reminderSubjects: Record<ReminderStep, string> = {
  "before-7": "due in 7 days",
  "before-3": "due in 3 days",
  "due-today": "due today",
  "overdue-1": "overdue",
  "overdue-2": "overdue: second reminder",
  "overdue-3": "overdue: last reminder",
};
