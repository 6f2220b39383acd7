/** Core of the artwork generator: seeded randomness, colour + geometry helpers and the SVG builder. */
/* ------------------------------------------------------------------------ */
/* Deterministic randomness                                                  */
/* ------------------------------------------------------------------------ */

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class Rng {
  private s: number;
  constructor(seed: string | number) {
    this.s = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  }
  /** mulberry32 */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** roughly normal, mean 0, sd 1 */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.73;
  }
  fork(tag: string): Rng {
    return new Rng(hashString(tag + ":" + this.next().toString(36)));
  }
}

/* ------------------------------------------------------------------------ */
/* Colour + geometry helpers                                                 */
/* ------------------------------------------------------------------------ */

export type RGB = [number, number, number];
export type Pt = [number, number];

export function hexToRgb(c: string): RGB {
  let h = c.replace("#", "");
  if (h.length === 3)
    h = h
      .split("")
      .map((x) => x + x)
      .join("");
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function rgbToHex([r, g, b]: RGB): string {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}
export function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
export const darken = (c: string, t: number) => mix(c, "#000000", t);
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** compact number formatting keeps the SVG small */
export const f = (n: number) => String(Math.round(n * 10) / 10);

export function polyD(p: Pt[], close = true): string {
  return "M" + p.map(([x, y]) => `${f(x)} ${f(y)}`).join("L") + (close ? "Z" : "");
}

/** Catmull-Rom spline through the points, as cubic Béziers */
export function smoothD(p: Pt[], tension = 1, start = true): string {
  const first = p[0] as Pt;
  let d = start ? `M${f(first[0])} ${f(first[1])}` : `L${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? (p[i] as Pt);
    const p1 = p[i] as Pt;
    const p2 = p[i + 1] as Pt;
    const p3 = p[i + 2] ?? p2;
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export function quadAt(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}

/* ------------------------------------------------------------------------ */
/* SVG document builder                                                      */
/* ------------------------------------------------------------------------ */

export type Stop = [number, string, number?];

export function stopsXml(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${f(op * 100) === "0" ? 0 : Math.round(op * 1000) / 1000}"`}/>`,
    )
    .join("");
}

export class Art {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  constructor(
    public W: number,
    public H: number,
    public r: Rng,
  ) {}
  uid(p = "i"): string {
    return p + (this.n++).toString(36);
  }
  /** vertical (by default) linear gradient in user space */
  lin(stops: Stop[], y1: number, y2: number, x1 = 0, x2 = 0): string {
    const id = this.uid("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** linear gradient relative to the shape's bounding box */
  linBox(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid("b");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.uid("r");
    const tr =
      sy === 1 ? "" : ` gradientTransform="translate(0 ${f(cy)}) scale(1 ${sy}) translate(0 ${f(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${tr}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  radBox(stops: Stop[]): string {
    const id = this.uid("q");
    this.defs.push(`<radialGradient id="${id}">${stopsXml(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(inner: string): string {
    const id = this.uid("c");
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  mask(inner: string): string {
    const id = this.uid("m");
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.W}" height="${this.H}">${inner}</mask>`,
    );
    return `url(#${id})`;
  }
  add(...s: string[]): void {
    this.body.push(...s);
  }
  mark(): number {
    return this.body.length;
  }
  since(m: number): string {
    return this.body.slice(m).join("");
  }
  /** wrap everything added since mark m in a group */
  wrap(m: number, attrs: string): void {
    const inner = this.body.splice(m).join("");
    this.body.push(`<g ${attrs}>${inner}</g>`);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    this.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`);
  }
  path(d: string, fill: string, extra = ""): void {
    this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }
  svg(outW: number, outH: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="none">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

export const P = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const C = (x: number, y: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
export const E = (x: number, y: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
export const R = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
export const op = (o: number) => ` opacity="${Math.round(o * 1000) / 1000}"`;
export const stroke = (c: string, w: number, extra = "") =>
  ` stroke="${c}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}`;

/** draws variant v (1-4) of a destination onto a 1500x1000 canvas */
export type Scene = (a: Art, v: number) => void;
