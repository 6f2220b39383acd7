import { z } from "zod";
import { consentChannels, consentPurposes } from "../../../../domain/privacy-values";

/** One consent as `GET /api/consents` answers it. */
export const consentJsonSchema = z.object({
  id: z.string(),
  email: z.string().describe("lower-cased; empty when the form took none"),
  phone: z.string().describe("the last 10 digits; empty when the form took none"),
  purpose: z.enum(consentPurposes),
  channel: z.enum(consentChannels).describe("the form the consent was given on"),
  notice_version: z.string().describe("the privacy notice's version shown with the form"),
  reference: z.string().describe("the booking or order it is about, when it is about one"),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdrawn_via: z.string(),
});
export type ConsentJson = z.output<typeof consentJsonSchema>;

/** What a form hands the consent log: the person's email and/or phone as typed. */
export type ConsentGiven = {
  email?: string | null;
  phone?: string | null;
  purpose: (typeof consentPurposes)[number];
  channel: (typeof consentChannels)[number];
  reference?: string;
};
