import type { Db } from "../../../../../db/client";
import type { Payee } from "~/features/agency-settings/agency-settings-schema";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { agencyContactOf, type AgencyContact } from "~/features/notifications/email/agency-contact.server";
import type { Config } from "~/lib/env.server";
import { qrCodeSvg } from "~/lib/qr-code.server";
import type { PaymentAccountJson } from "../payment-schema";
import { payNowOf, type PayNowJson } from "./pay-now-schema";

/** Everything the pay-now box shows: the amount and link, the QR code (SVG markup) and the bank details. */
export type PayNowBox = {
  payNow: NonNullable<PayNowJson>;
  qrSvg: string | null;
  payee: Payee;
  reference: string;
};

/** The agency's payee details (admin Settings). */
export async function payeeOf(db: Db, config: Config): Promise<Payee> {
  const settings = await getAgencySettings(db, config);
  return {
    upi_id: settings.upi_id,
    upi_payee_name: settings.upi_payee_name,
    bank_account_name: settings.bank_account_name,
    bank_account_number: settings.bank_account_number,
    bank_ifsc: settings.bank_ifsc,
  };
}

/** The pay-now box of a booking's account; null when nothing is due. */
export async function payNowBoxOf(
  db: Db,
  config: Config,
  account: PaymentAccountJson,
  reference: string,
): Promise<PayNowBox | null> {
  const payee = await payeeOf(db, config);
  const payNow = payNowOf(account, payee, reference);
  if (!payNow) return null;
  return { payNow, payee, reference, qrSvg: payNow.upi_uri ? await qrCodeSvg(payNow.upi_uri) : null };
}

/** The agency as emails name it, with the payee details their pay-now box shows. */
export async function agencyWithPayee(db: Db, config: Config): Promise<AgencyContact> {
  return { ...agencyContactOf(config), payee: await payeeOf(db, config) };
}
