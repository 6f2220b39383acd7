import {
  agencyContactOf,
  type AgencyContact,
} from "../../app/features/notifications/email/agency-contact.server";
import { parseConfig } from "../../app/lib/env.server";

/** Who signs the emails in a test: the agency of the test configuration. */
export const testAgency: AgencyContact = agencyContactOf(parseConfig({ NODE_ENV: "test" }));
