import { fieldError } from "~/lib/domain-error";
import { formFiles, inspectImage, inspectPdf, UploadError } from "~/lib/uploads.server";
import type { PermitFile } from "./traveller-service.server";
import { travellerMessages } from "./traveller-schema";

const PERMIT_FILE_MAX_BYTES = 5 * 1024 * 1024;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((byte, i) => data[i] === byte);

/**
 * The permit file of a form (`permit_file`), judged by content like the other uploads: a PDF that
 * looks like one, or a JPEG or PNG that decodes, at most 5 MB. Null when none was sent.
 */
export async function permitFileOfForm(form: FormData): Promise<PermitFile | null> {
  const [file] = formFiles(form, "permit_file");
  if (!file) return null;
  try {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) {
      const data = await inspectPdf(file, PERMIT_FILE_MAX_BYTES, travellerMessages.permitFile);
      return { data, contentType: "application/pdf" };
    }
    const type = startsWith(head, JPEG) ? "image/jpeg" : startsWith(head, PNG) ? "image/png" : null;
    if (!type) throw new UploadError(400, travellerMessages.permitFile);
    const data = await inspectImage(file, PERMIT_FILE_MAX_BYTES, travellerMessages.permitFile);
    return { data, contentType: type };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    throw fieldError(error.status === 413 ? "too-large" : "invalid", "permit_file", error.message);
  }
}
