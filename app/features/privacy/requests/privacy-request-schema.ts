import { z } from "zod";
import { emailField, multiLine, personName } from "~/lib/text-fields";
import type { privacyRequestStatuses } from "../../../../domain/privacy-values";
import { privacyRequestKinds } from "../../../../domain/privacy-values";

export { privacyRequestKinds } from "../../../../domain/privacy-values";

export const privacyRequestMessages = {
  kind: "Please choose what you are asking for",
  name: "Please enter your name",
  email: "Please enter the email address you used with us",
  correction: "Please tell us what to correct",
  received:
    "Thank you. We have emailed you a link: open it to confirm the request is yours, and we start on it.",
  confirmed: "Thank you: your request is confirmed. We will email you the outcome.",
  outcomeNote: "Please write what was done, or why the request is refused",
  decided: "Outcome recorded and emailed to the requester",
  notOpen: "This request is not open (not yet confirmed, or already closed)",
} as const;

export const privacyRequestKindLabels: Record<(typeof privacyRequestKinds)[number], string> = {
  access: "A copy of my data",
  correction: "Correct my data",
  erasure: "Erase my data",
};

/** `POST /api/privacy-requests` and the `/privacy-request` form (DPDP Act 2023, ss. 11 and 12). */
export const privacyRequestInputSchema = z
  .object({
    kind: z.enum(privacyRequestKinds, { error: privacyRequestMessages.kind }),
    name: personName(100, privacyRequestMessages.name),
    email: emailField({ required: privacyRequestMessages.email }),
    message: multiLine(5000).optional().default(""),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "correction" && input.message === "") {
      ctx.addIssue({ code: "custom", path: ["message"], message: privacyRequestMessages.correction });
    }
  });
export type PrivacyRequestInput = z.output<typeof privacyRequestInputSchema>;

export const privacyRequestCreatedSchema = z.object({
  reference: z.string().describe("e.g. PR-7K3M9Q: quote it when you write to us"),
  due_by: z.string().describe("YYYY-MM-DD: the latest day we answer (90 days, DPDP Rules 2025 rule 14)"),
});
export type PrivacyRequestCreated = z.output<typeof privacyRequestCreatedSchema>;

/** What staff decide about an open request: done (with what was done), or refused (with why). */
export const privacyRequestDecisionSchema = z.object({
  outcome: z.enum(["completed", "refused"], { error: "Please choose completed or refused" }),
  note: multiLine(2000, privacyRequestMessages.outcomeNote),
});
export type PrivacyRequestDecision = z.output<typeof privacyRequestDecisionSchema>;

/** A request as the staff queue shows it. */
export type PrivacyRequestView = {
  id: string;
  reference: string;
  kind: (typeof privacyRequestKinds)[number];
  name: string;
  email: string;
  message: string;
  status: (typeof privacyRequestStatuses)[number];
  createdAt: string;
  confirmedAt: string | null;
  dueBy: string;
  daysLeft: number;
  outcome: string;
  decidedAt: string | null;
  decidedBy: string;
};
