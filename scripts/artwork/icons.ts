/** Site icons: the Safarnama mark (amber sun over teal peaks) as SVG, PNGs and a PNG-in-ICO favicon. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const TEAL = "#0f766e";
const AMBER = "#f59e0b";

/** the mark on a 64-unit grid; `rounded` false gives a full-bleed square (iOS rounds it itself) */
export function markSvg(rounded = true): string {
  const frame = rounded ? `<rect width="64" height="64" rx="14"/>` : `<rect width="64" height="64"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<defs><clipPath id="frame">${frame}</clipPath></defs>` +
    `<g clip-path="url(#frame)">` +
    `<rect width="64" height="64" fill="${TEAL}"/>` +
    `<circle cx="44" cy="20" r="8.5" fill="${AMBER}"/>` +
    `<path d="M-2 56L20 30L27 39L37 24L66 56Z" fill="#99f6e4"/>` +
    `<path d="M37 24L43.2 31.6L40 30.5L38 33L35.5 30.5L33 30Z" fill="#ffffff"/>` +
    `<path d="M20 30L23.5 34.5L21.5 33.5L20 35.5L18 33.8L16 35.5Z" fill="#ffffff"/>` +
    `<path d="M-2 52Q22 43 34 47Q46 51 66 45L66 66L-2 66Z" fill="#134e4a"/>` +
    `</g></svg>`
  );
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** ICO container holding PNG images (supported by every current browser) */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, e + 1); // height
    header.writeUInt8(0, e + 2); // palette size
    header.writeUInt8(0, e + 3); // reserved
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((x) => x.data)]);
}

/** writes every icon into dir and returns [file name, bytes] pairs */
export async function writeIcons(dir: string): Promise<[string, number][]> {
  const out: [string, number][] = [];
  const put = async (name: string, data: Buffer | string) => {
    await writeFile(path.join(dir, name), data);
    out.push([name, Buffer.byteLength(data)]);
  };
  const rounded = markSvg(true);
  await put("favicon.svg", rounded);
  const small = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })),
  );
  await put("favicon.ico", ico(small));
  await put("icon-192.png", await png(rounded, 192));
  await put("icon-512.png", await png(rounded, 512));
  await put("apple-touch-icon.png", await png(markSvg(false), 180));
  return out;
}
