import type { Payee } from "~/features/agency-settings/agency-settings-schema";
import type { Config } from "~/lib/env.server";

/** Who the agency is in the emails (from the configuration, env.server.ts). */
export type AgencyContact = {
  name: string;
  email: string;
  phone: string;
  /** digits with country code, for wa.me links */
  whatsapp: string;
  address: string;
  /** SITE_URL: every link in an email is absolute from here */
  siteUrl: string;
  /** the UPI ID and bank details (admin Settings), when an email asks for a payment */
  payee?: Payee;
};

export function agencyContactOf(config: Config): AgencyContact {
  return {
    name: config.AGENCY_NAME,
    email: config.AGENCY_EMAIL,
    phone: config.AGENCY_PHONE,
    whatsapp: config.AGENCY_WHATSAPP,
    address: config.AGENCY_ADDRESS,
    siteUrl: config.SITE_URL,
  };
}
