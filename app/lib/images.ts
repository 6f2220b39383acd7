import { IMAGE_WIDTHS } from "../../domain/image-values";

export { IMAGE_WIDTHS };

const SIZED = /-(\d+)\.webp$/;

/** `srcset` for a stored image URL, or undefined for an image from elsewhere. */
export function srcSetFor(url: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (!SIZED.test(url)) return undefined;
  return widths.map((width) => `${url.replace(SIZED, `-${width}.webp`)} ${width}w`).join(", ");
}

/** The same image at another stored width. */
export function imageAtWidth(url: string, width: number): string {
  return SIZED.test(url) ? url.replace(SIZED, `-${width}.webp`) : url;
}
