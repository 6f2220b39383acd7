import { z } from "zod";
import { errorBodySchema, type ApiOperation } from "~/lib/openapi";
import { staffInviteSchema, staffJsonSchema, staffMessages, staffUpdateSchema } from "./staff-schema";

export const staffOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/staff",
    operationId: "listStaff",
    summary: "The agency's staff",
    description:
      "Every member of staff with their role, whether they can log in, and whether their invitation is still open.",
    tag: "Staff",
    admin: true,
    responses: {
      200: { description: "The staff, newest first", schema: z.object({ staff: z.array(staffJsonSchema) }) },
    },
  },
  {
    method: "post",
    path: "/api/staff",
    operationId: "inviteStaff",
    summary: "Invite a member of staff",
    description:
      "Makes the account with `{ id, email, role }` and emails a one-time link to set its password, good for 48 hours. The link is also answered (`invite_url`), so the owner can pass it on by WhatsApp. After setting the password, the member of staff logs in like any admin.",
    tag: "Staff",
    admin: true,
    body: staffInviteSchema,
    responses: {
      201: {
        description: "Invited",
        schema: z.object({ success: z.literal(true), staff: staffJsonSchema, invite_url: z.string() }),
      },
      409: { description: staffMessages.idTaken, schema: errorBodySchema },
    },
  },
  {
    method: "patch",
    path: "/api/staff/{id}",
    operationId: "updateStaff",
    summary: "Change a member of staff's role, or disable the account",
    description:
      "`{ role?, disabled? }` by login ID. Disabling ends the account's sessions and API tokens at once; `disabled: false` lets it log in again. The last owner who can log in cannot be demoted or disabled (409).",
    tag: "Staff",
    admin: true,
    body: staffUpdateSchema,
    responses: {
      200: { description: "Changed", schema: z.object({ success: z.literal(true), staff: staffJsonSchema }) },
      404: { description: staffMessages.notFound, schema: errorBodySchema },
      409: { description: staffMessages.lastOwner, schema: errorBodySchema },
    },
  },
];
