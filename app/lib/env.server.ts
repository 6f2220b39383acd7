import path from "node:path";
import { z } from "zod";
import {
  agencySettingsSchema,
  gstStateName,
  type AgencySettings,
} from "~/features/agency-settings/agency-settings-schema";
import {
  ENQUIRY_RETENTION_MONTHS,
  OUTBOX_BODY_RETENTION_DAYS,
  TRAVELLER_ID_RETENTION_DAYS,
} from "~/features/people/people-schema";
import { postalAddressOf } from "./postal-address";
import type { PublicConfig } from "./site-config";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** Every setting the server reads from its environment, parsed once at start-up. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
      .optional(),
  ),
  SITE_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().trim().default("Safarnama Travels <bookings@safarnama.example>"),
  ADMIN_ID: optionalText,
  // its length rule lives with the admin accounts (ensureFirstAdmin), like `npm run admin:create`'s
  ADMIN_PASSWORD: optionalText,
  /**
   * Whether a new installation requires a second factor of every admin (its first login enrols
   * one). Read once, when the first admin is created; the owner changes it later on /admin/account.
   */
  ADMIN_TOTP_REQUIRED: z.enum(["true", "false"]).default("true"),
  AGENCY_NAME: z.string().trim().default("Safarnama Travels"),
  AGENCY_PHONE: z.string().trim().default("+91 98765 43210"),
  AGENCY_WHATSAPP: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, "digits only, with country code")
    .default("919876543210"),
  AGENCY_EMAIL: z.email().default("hello@safarnama.example"),
  AGENCY_ADDRESS: z.string().trim().default("221 Demo Lane, Connaught Place, New Delhi 110001"),
  // the first values of the agency's payment and tax details (admin Settings; issue 26, ADR 035)
  AGENCY_LEGAL_NAME: optionalText,
  AGENCY_GSTIN: agencySettingsSchema.shape.gstin.default("07AAACS1234F1ZU"),
  AGENCY_STATE_CODE: agencySettingsSchema.shape.state_code.default("07"),
  AGENCY_UPI_ID: agencySettingsSchema.shape.upi_id.default("safarnama@hdfcbank"),
  AGENCY_UPI_PAYEE_NAME: optionalText,
  AGENCY_BANK_ACCOUNT_NAME: optionalText,
  AGENCY_BANK_ACCOUNT_NUMBER: agencySettingsSchema.shape.bank_account_number.default("50200012345678"),
  AGENCY_BANK_IFSC: agencySettingsSchema.shape.bank_ifsc.default("HDFC0001234"),
  GST_SAC_CODE: agencySettingsSchema.shape.sac_code.default("998552"),
  INVOICE_PREFIX: agencySettingsSchema.shape.invoice_prefix.default("SAF"),
  // who signs the documents (issue 40); the owner changes them on the Settings screen
  AGENCY_SIGNATORY_NAME: agencySettingsSchema.shape.signatory_name.default(""),
  AGENCY_SIGNATORY_DESIGNATION: agencySettingsSchema.shape.signatory_designation.default(""),
  // online payments through the agency's Razorpay account (issue 26): off unless all three are set
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** for tests only: a local server that answers as Razorpay's API does */
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /**
   * How many reverse proxies stand in front of the server: "false" (none, the socket's address),
   * "true" (one) or a number. The client's address is that many entries from the right of
   * X-Forwarded-For, since entries further left are written by the client itself.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2})$/, "true, false or a number of proxies")
    .default("false")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  /** per-address limits on public writes (app/lib/rate-limit.server.ts); "false" only for load tests */
  RATE_LIMITS: z.enum(["true", "false"]).default("true"),
  /** how long a database call may take before the request answers 503 */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // uploads in an S3-compatible object store (credentials from the usual AWS_* variables)
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText,
  S3_PREFIX: optionalText,
  /**
   * The secret `npm run db:backup` encrypts backups with (AES-256-GCM; db/backup-crypto.ts) and
   * `db:restore` decrypts them with. Kept apart from the backups (README, "Backups").
   */
  BACKUP_KEY: optionalText.pipe(z.string().min(16, "at least 16 characters").optional()),
  /**
   * AES-256-GCM key (base64 of 32 bytes) for travellers' ID numbers and permit files
   * (data-encryption.server.ts, ADR 039). Unset with the embedded database: generated into DATA_DIR
   * on the first start. _PREVIOUS reads what the old key wrote while a rotation re-encrypts it.
   */
  DATA_ENCRYPTION_KEY: optionalText,
  DATA_ENCRYPTION_KEY_PREVIOUS: optionalText,
  /** travellers' ID numbers are deleted this many days after the trip's return date */
  TRAVELLER_ID_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(TRAVELLER_ID_RETENTION_DAYS),
  /** personal data kept no longer than needed (features/people/retention-service.server.ts) */
  ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(ENQUIRY_RETENTION_MONTHS),
  OUTBOX_BODY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(OUTBOX_BODY_RETENTION_DAYS),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  LOG_LEVEL: z.enum(["silent", "fatal", "error", "warn", "info", "debug", "trace"]).default("info"),
  /** GET /metrics (Prometheus) answers only with this bearer token; unset, it does not exist (404) */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "at least 16 characters").optional()),
  /** on SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Config = z.output<typeof configSchema> & { dataDir: string; secureCookies: boolean };

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    secureCookies: config.SITE_URL.startsWith("https://"),
  };
}

/**
 * What the browser may see. `storedVapidPublicKey` is the key kept in the database
 * (features/notifications/vapid-keys.server.ts), used when the environment gives none.
 */
export function publicConfig(config: Config, storedVapidPublicKey?: string | null): PublicConfig {
  return {
    siteUrl: config.SITE_URL,
    agency: {
      name: config.AGENCY_NAME,
      phone: config.AGENCY_PHONE,
      whatsapp: config.AGENCY_WHATSAPP,
      email: config.AGENCY_EMAIL,
      address: config.AGENCY_ADDRESS,
      // the region from the agency's state (its GST state code) when the address names none
      postalAddress: postalAddressOf(config.AGENCY_ADDRESS, gstStateName(config.AGENCY_STATE_CODE)),
    },
    vapidPublicKey: config.VAPID_PUBLIC_KEY ?? storedVapidPublicKey ?? null,
  };
}

/** The agency's payment and tax details as the environment gives them, before the admin changes any. */
export function agencySettingsDefaults(config: Config): AgencySettings {
  const legalName = config.AGENCY_LEGAL_NAME ?? config.AGENCY_NAME;
  return {
    legal_name: legalName,
    address: config.AGENCY_ADDRESS,
    gstin: config.AGENCY_GSTIN,
    state_code: config.AGENCY_STATE_CODE,
    upi_id: config.AGENCY_UPI_ID,
    upi_payee_name: config.AGENCY_UPI_PAYEE_NAME ?? config.AGENCY_NAME,
    bank_account_name: config.AGENCY_BANK_ACCOUNT_NAME ?? legalName,
    bank_account_number: config.AGENCY_BANK_ACCOUNT_NUMBER,
    bank_ifsc: config.AGENCY_BANK_IFSC,
    sac_code: config.GST_SAC_CODE,
    invoice_prefix: config.INVOICE_PREFIX,
    signatory_name: config.AGENCY_SIGNATORY_NAME,
    signatory_designation: config.AGENCY_SIGNATORY_DESIGNATION,
    on_trip_phone: config.AGENCY_PHONE.replace(/[\s().-]/g, ""),
    agent_discount_limit_percent: 10,
  };
}
