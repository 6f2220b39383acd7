import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "../../../db/client";
import { appSettings, signatureImages } from "../../../db/schema/index";
import type { SignatureImageType } from "../../../domain/tax-values";
import { recordAudit } from "~/features/audit/audit-service.server";
import { fieldError } from "~/lib/domain-error";

/** The app_settings row naming the signature documents are issued with from now on. */
const SETTING = "agency-signature";

const SIGNATURE_MAX_BYTES = 512 * 1024;

export const signatureMessages = {
  image: "Upload the signature as a PNG or JPEG image of at most 512 KB",
  saved: "Signature saved: documents issued from now on carry it",
  removed: "Signature removed: documents issued from now on carry the name alone",
} as const;

/** The image's type told by its first bytes, never by its name or the browser's word. */
function imageTypeOf(bytes: Buffer): SignatureImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** Whether the PDF renderer can draw the image: a PNG or JPEG cut short or malformed fails here. */
function drawable(bytes: Buffer): boolean {
  try {
    new PDFDocument({ size: [100, 100] }).image(bytes, 0, 0, { fit: [50, 50] });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the owner's upload as the signature of the documents issued from now on (issue 40): a PNG
 * or JPEG by its content, at most 512 KB, that the PDF renderer can draw; 400 otherwise.
 * Audit-logged by its SHA-256.
 */
export async function saveSignatureImage(db: Db, upload: Uint8Array): Promise<string> {
  const bytes = Buffer.from(upload);
  const contentType = imageTypeOf(bytes);
  if (!contentType || bytes.length > SIGNATURE_MAX_BYTES || !drawable(bytes)) {
    throw fieldError("invalid", "signature", signatureMessages.image);
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await db.transaction(async (tx) => {
    await tx.insert(signatureImages).values({ sha256, contentType, data: bytes }).onConflictDoNothing();
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: { sha256 } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { sha256 } } });
    await recordAudit(tx, {
      action: "settings.updated",
      targetType: "settings",
      targetId: "signature",
      after: { sha256 },
    });
  });
  return sha256;
}

/** Documents issued from now on carry the signatory's name without an image. */
export async function removeSignatureImage(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(appSettings).where(eq(appSettings.key, SETTING));
    await recordAudit(tx, {
      action: "settings.updated",
      targetType: "settings",
      targetId: "signature",
      after: null,
    });
  });
}

/** The SHA-256 of the signature in use; null when none was uploaded. */
export async function currentSignature(db: Db): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const sha256 = (row?.value as { sha256?: unknown } | undefined)?.sha256;
  return typeof sha256 === "string" ? sha256 : null;
}

/** A signature image's bytes by its SHA-256; null when there is none. */
export async function signatureImage(db: Db, sha256: string | null | undefined): Promise<Buffer | null> {
  if (!sha256) return null;
  const [row] = await db
    .select({ data: signatureImages.data })
    .from(signatureImages)
    .where(eq(signatureImages.sha256, sha256))
    .limit(1);
  return row?.data ?? null;
}
