import { z } from "zod";
import { staffRoleLabels, staffRoles } from "../../../domain/staff-values";
import { adminIdSchema, adminPasswordSchema } from "~/features/admin-auth/admin-auth-schema";

export { staffRoleLabels, staffRoles };

export const staffMessages = {
  idTaken: "That ID is already in use",
  notFound: "No member of staff has that ID",
  lastOwner: "The agency needs at least one owner who can log in",
  nothingToChange: "Send a new role, or disabled: true or false",
  passwordsDiffer: "The two passwords are not the same",
  inviteInvalid: "This invitation link is not valid any more. Ask the owner for a new one.",
} as const;

/** `POST /api/staff` and the Staff screen's invite form. */
export const staffInviteSchema = z.object({
  id: adminIdSchema,
  email: z.email("Enter a valid email address").max(254),
  role: z.enum(staffRoles, { error: "Choose owner, manager or agent" }),
});
export type StaffInviteInput = z.output<typeof staffInviteSchema>;

/** `PATCH /api/staff/{id}`: a new role, or the account disabled (or enabled again). */
export const staffUpdateSchema = z
  .object({
    role: z.enum(staffRoles, { error: "Choose owner, manager or agent" }).optional(),
    disabled: z.boolean({ error: "true or false" }).optional(),
  })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    message: staffMessages.nothingToChange,
    path: ["role"],
  });
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;

/** The invitation page: "New password" and "Confirm password". */
export const invitePasswordSchema = z
  .object({ password: adminPasswordSchema, confirm_password: z.string().max(256) })
  .refine((value) => value.password === value.confirm_password, {
    message: staffMessages.passwordsDiffer,
    path: ["confirm_password"],
  });

export const staffJsonSchema = z.object({
  id: z.string().describe("the login ID"),
  email: z.string().nullable(),
  role: z.enum(staffRoles),
  disabled: z.boolean(),
  second_factor: z.boolean().describe("whether two-step sign-in is on"),
  invite_pending: z.boolean().describe("invited, and the password not yet set"),
  last_login_at: z.string().nullable(),
});
export type StaffJson = z.output<typeof staffJsonSchema>;
