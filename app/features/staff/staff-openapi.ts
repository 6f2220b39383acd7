import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import { staffInviteSchema, staffJsonSchema, staffMessages, staffUpdateSchema } from "./staff-schema";

const call = apiCalls("Staff");

export const staffOperations = [
  call("GET /api/staff", "listStaff", {
    summary: "The agency's staff",
    description:
      "Every member of staff with their role, whether they can log in, and whether their invitation is still open.",
    admin: true,
    answers: {
      200: ["The staff, newest first", z.object({ staff: z.array(staffJsonSchema) })],
    },
  }),
  call("POST /api/staff", "inviteStaff", {
    summary: "Invite a member of staff",
    description:
      "Makes the account with `{ id, email, role }` and emails a one-time link to set its password, good for 48 hours. The link is also answered (`invite_url`), so the owner can pass it on by WhatsApp. After setting the password, the member of staff logs in like any admin.",
    admin: true,
    body: staffInviteSchema,
    answers: {
      201: [
        "Invited",
        z.object({ success: z.literal(true), staff: staffJsonSchema, invite_url: z.string() }),
      ],
      409: staffMessages.idTaken,
    },
  }),
  call("PATCH /api/staff/{id}", "updateStaff", {
    summary: "Change a member of staff's role, or disable the account",
    description:
      "`{ role?, disabled? }` by login ID. Disabling ends the account's sessions and API tokens at once; `disabled: false` lets it log in again. The last owner who can log in cannot be demoted or disabled (409).",
    admin: true,
    body: staffUpdateSchema,
    answers: {
      200: ["Changed", z.object({ success: z.literal(true), staff: staffJsonSchema })],
      404: staffMessages.notFound,
      409: staffMessages.lastOwner,
    },
  }),
];
