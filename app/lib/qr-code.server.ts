import QRCode from "qrcode";

/**
 * Every QR code the app draws (UPI payment links on the booking page and in emails, the
 * authenticator's otpauth:// link), drawn on the server: no image service sees what it carries.
 * ISO/IEC 18004 asks for a quiet zone of 4 modules on every side, so it scans on any background;
 * qr-code.server.test.ts decodes both forms with zbarimg.
 */
const QR_QUIET_ZONE = 4;
const options = { margin: QR_QUIET_ZONE, errorCorrectionLevel: "M" } as const;

/** SVG markup, for a page. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: "svg" });
}

/** A PNG `width` pixels square, for an email's inline picture. */
export function qrCodePng(text: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...options, type: "png", width });
}
