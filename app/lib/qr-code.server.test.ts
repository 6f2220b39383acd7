import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upiPayUri } from "~/features/bookings/payments/pay-now/pay-now-schema";
import { qrCodePng, qrCodeSvg } from "./qr-code.server";

/**
 * Issue 38: the UPI QR codes scan. An outside reader (zbarimg, Debian's zbar-tools, installed by
 * .ci/run) decodes the email's PNG and the booking page's SVG (rendered to PNG by sharp) back to
 * the UPI link, and each has the 4-module quiet zone ISO/IEC 18004 asks for on every side.
 */
const zbarimg = spawnSync("zbarimg", ["--version"], { encoding: "utf8" });
const hasZbarimg = zbarimg.status === 0;
if (!hasZbarimg) {
  console.warn(
    "qr-code.server.test.ts: zbarimg is not installed (apt-get install zbar-tools): decoding skipped",
  );
}

const reference = "SF-7K3M9Q";
const uri = upiPayUri(
  { upi_id: "safarnama@hdfcbank", upi_payee_name: "Safarnama Travels" },
  18_000,
  reference,
);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "safarnama-qr-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What zbarimg reads in a PNG: the QR code's text, exactly. */
async function decode(png: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, png);
  // stderr kept: zbarimg complains there when the machine has no D-Bus
  const output = execFileSync("zbarimg", ["--raw", "-q", file], { encoding: "utf8", stdio: "pipe" });
  return output.replace(/\n$/, "");
}

/**
 * The blank margin on each side, in modules: measured in pixels from the picture's edge to the
 * first dark pixel, over the size of one module (the top-left finder pattern is 7 modules wide).
 */
async function quietZoneInModules(png: Buffer) {
  const { data, info } = await sharp(png)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => data[y * info.width + x]! < 128;
  const rows = [...Array(info.height).keys()].filter((y) =>
    [...Array(info.width).keys()].some((x) => dark(x, y)),
  );
  const columns = [...Array(info.width).keys()].filter((x) => rows.some((y) => dark(x, y)));
  const top = rows[0]!;
  const left = columns[0]!;
  let finder = 0;
  while (dark(left + finder, top)) finder += 1;
  const module = finder / 7;
  return {
    left: Math.round(left / module),
    top: Math.round(top / module),
    right: Math.round((info.width - 1 - columns.at(-1)!) / module),
    bottom: Math.round((info.height - 1 - rows.at(-1)!) / module),
  };
}

function expectTheUpiLink(text: string) {
  expect(text).toBe(uri);
  const link = new URL(text);
  expect(link.protocol).toBe("upi:");
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    pa: "safarnama@hdfcbank",
    pn: "Safarnama Travels",
    am: "18000.00",
    cu: "INR",
    tr: reference,
  });
}

const everySide = { left: 4, top: 4, right: 4, bottom: 4 };

describe("UPI QR codes", () => {
  it("the email's PNG has a 4-module quiet zone", async () => {
    expect(await quietZoneInModules(await qrCodePng(uri))).toEqual(everySide);
  });

  it("the page's SVG has a 4-module quiet zone", async () => {
    const png = await sharp(Buffer.from(await qrCodeSvg(uri)), { density: 600 })
      .png()
      .toBuffer();
    expect(await quietZoneInModules(png)).toEqual(everySide);
  });

  it.skipIf(!hasZbarimg)(
    "zbarimg reads the email's PNG back to the UPI link (pa, pn, am, cu, tr)",
    async () => {
      expectTheUpiLink(await decode(await qrCodePng(uri), "email.png"));
    },
  );

  it.skipIf(!hasZbarimg)("zbarimg reads the page's SVG, rendered to PNG, back to the UPI link", async () => {
    const png = await sharp(Buffer.from(await qrCodeSvg(uri)), { density: 600 })
      .png()
      .toBuffer();
    expectTheUpiLink(await decode(png, "page.png"));
  });
});
