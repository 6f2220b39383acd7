/**
 * The roles of the agency's staff (issue 28), defined once: the `admin_users` table and the zod
 * schemas both import them. No imports, so drizzle-kit can load it.
 * owner: everything, settings and staff included; manager: everything but settings and staff;
 * agent: leads, bookings and enquiries, records payments, but no refunds, deletes, tour or
 * pricing changes, or exports (app/features/staff/permissions.ts).
 */
export const staffRoles = ["owner", "manager", "agent"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  agent: "Agent",
};
