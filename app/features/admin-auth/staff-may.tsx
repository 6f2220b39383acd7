import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { StaffRole } from "../../../domain/staff-values";
import { roleMay, type Work } from "./permissions-schema";

/** The admin shell's route, whose loader names the signed-in member of staff's role. */
const ADMIN_LAYOUT_ROUTE = "routes/admin/admin-layout";

/** The signed-in member of staff's role; read-only ("agent") when no admin page is around. */
export function useStaffRole(): StaffRole {
  const shell = useRouteLoaderData(ADMIN_LAYOUT_ROUTE) as { role?: StaffRole } | undefined;
  return shell?.role ?? "agent";
}

/**
 * Whether the signed-in member of staff may do a kind of work (permissions-schema.ts), so a page
 * shows each role only the buttons it may use (issue 38); the server refuses the rest anyway.
 */
export function useStaffMay(work: Work): boolean {
  return roleMay(useStaffRole(), work);
}

/** Its children only for a role that may do the work. */
export function StaffMay({ work, children }: { work: Work; children: ReactNode }) {
  return useStaffMay(work) ? <>{children}</> : null;
}
