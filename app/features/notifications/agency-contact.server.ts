import type { Config } from "~/lib/env.server";

/** Who the agency is in the emails (from the configuration, env.server.ts). */
export type AgencyContact = { name: string; email: string; phone: string };

export function agencyContactOf(config: Config): AgencyContact {
  return { name: config.AGENCY_NAME, email: config.AGENCY_EMAIL, phone: config.AGENCY_PHONE };
}
