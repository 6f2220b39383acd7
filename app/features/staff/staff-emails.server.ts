import type { StaffRole } from "../../../domain/staff-values";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeEmail } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { possessive } from "~/lib/possessive";
import { staffRoleLabels } from "./staff-schema";

/** The invitation: who invited whom, as what, and the one-time link to set a password. */
export function staffInviteEmail(
  to: string,
  loginId: string,
  role: StaffRole,
  inviteUrl: string,
  agency: AgencyContact,
): OutgoingEmail {
  return composeEmail(agency, {
    to,
    subject: `You are invited to ${possessive(agency.name)} admin`,
    event: "staff-invite",
    content: {
      audience: "staff",
      preheader: `Set your password to start as ${staffRoleLabels[role].toLowerCase()}.`,
      heading: `Join ${possessive(agency.name)} admin`,
      blocks: [
        {
          kind: "paragraph",
          text: `You have been invited as ${staffRoleLabels[role].toLowerCase()}. Your login ID is ${loginId}. Set your password with the link below; it works once, for 48 hours.`,
        },
        { kind: "button", label: "Set my password", href: inviteUrl },
      ],
    },
  });
}
