/**
 * Procedural artwork generator for Safarnama Travels.
 *
 * Every image on the site is an original flat/layered vector illustration that
 * is built here as SVG (deterministically, from a seeded PRNG) and rendered to
 * WebP with sharp. Nothing is traced from photos.
 *
 *   npx tsx scripts/make-artwork.ts            # render everything
 *   npx tsx scripts/make-artwork.ts ladakh hero # only keys containing "ladakh" or "hero"
 *
 * Output: db/seed-data/images/<key>-<width>.webp, db/seed-data/images/manifest.json,
 *         public/favicon.svg, public/icon-192.png, public/icon-512.png
 */
import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "db/seed-data/images");
const PUBLIC_DIR = path.join(ROOT, "public");

/* ------------------------------------------------------------------------ */
/* Deterministic randomness                                                  */
/* ------------------------------------------------------------------------ */

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
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

type RGB = [number, number, number];
type Pt = [number, number];

function hexToRgb(c: string): RGB {
  let h = c.replace("#", "");
  if (h.length === 3) h = h.split("").map((x) => x + x).join("");
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: RGB): string {
  return "#" + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
}
function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
const darken = (c: string, t: number) => mix(c, "#000000", t);
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/** compact number formatting keeps the SVG small */
const f = (n: number) => String(Math.round(n * 10) / 10);

function polyD(p: Pt[], close = true): string {
  return "M" + p.map(([x, y]) => `${f(x)} ${f(y)}`).join("L") + (close ? "Z" : "");
}

/** Catmull-Rom spline through the points, as cubic Béziers */
function smoothD(p: Pt[], tension = 1, start = true): string {
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

function quadAt(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/* ------------------------------------------------------------------------ */
/* SVG document builder                                                      */
/* ------------------------------------------------------------------------ */

type Stop = [number, string, number?];

function stopsXml(stops: Stop[]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${f(op * 100) === "0" ? 0 : Math.round(op * 1000) / 1000}"`}/>`)
    .join("");
}

class Art {
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
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.uid("r");
    const tr = sy === 1 ? "" : ` gradientTransform="translate(0 ${f(cy)}) scale(1 ${sy}) translate(0 ${f(-cy)})"`;
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
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.W}" height="${this.H}">${inner}</mask>`);
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

const P = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const C = (x: number, y: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const E = (x: number, y: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const R = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const op = (o: number) => ` opacity="${Math.round(o * 1000) / 1000}"`;
const stroke = (c: string, w: number, extra = "") =>
  ` stroke="${c}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}`;

/* ------------------------------------------------------------------------ */
/* Sky                                                                       */
/* ------------------------------------------------------------------------ */

function sky(a: Art, stops: Stop[], y2 = a.H) {
  a.rect(0, 0, a.W, a.H, a.lin(stops, 0, y2));
}

function glow(a: Art, x: number, y: number, r: number, color: string, o = 0.6, sy = 1) {
  a.add(E(x, y, r, r * sy, a.rad([[0, color, o], [0.35, color, o * 0.45], [1, color, 0]], x, y, r, sy)));
}

function sun(a: Art, x: number, y: number, r: number, color: string, glowColor: string, glowR = r * 6, glowO = 0.55) {
  glow(a, x, y, glowR, glowColor, glowO);
  a.add(C(x, y, r * 1.35, color, op(0.25)), C(x, y, r, color));
}

function moon(a: Art, x: number, y: number, r: number, color = "#f4f1e1", phase = 0.55, glowO = 0.25) {
  glow(a, x, y, r * 7, color, glowO);
  if (phase >= 1) {
    a.add(C(x, y, r, color));
  } else {
    const m = a.mask(`<rect width="${a.W}" height="${a.H}" fill="#fff"/>` + C(x + r * phase * 1.1, y - r * 0.25, r * 0.95, "#000"));
    a.add(`<g mask="${m}">${C(x, y, r, color)}</g>`);
  }
}

function stars(a: Art, n: number, yMax: number, rng: Rng, color = "#ffffff", xMin = 0, xMax = a.W) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = rng.range(xMin, xMax);
    const y = Math.pow(rng.next(), 1.3) * yMax;
    const big = rng.chance(0.06);
    const rr = big ? rng.range(1.6, 2.4) : rng.range(0.5, 1.4);
    const o = clamp((1 - y / yMax) * rng.range(0.5, 1.1) + 0.15, 0.15, 1);
    s += C(x, y, rr, color, op(o));
    if (big && rng.chance(0.5)) {
      const L = rr * 4;
      s += P(`M${f(x - L)} ${f(y)}L${f(x + L)} ${f(y)}M${f(x)} ${f(y - L)}L${f(x)} ${f(y + L)}`, "none", stroke(color, 0.6) + op(o * 0.6));
    }
  }
  a.add(s);
}

/** diagonal band of faint light + dense star dust */
function milkyWay(a: Art, x1: number, y1: number, x2: number, y2: number, width: number, rng: Rng, tint = "#cfd8ff") {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const g = a.radBox([[0, tint, 0.22], [0.5, tint, 0.1], [1, tint, 0]]);
  const g2 = a.radBox([[0, "#ffe4c4", 0.16], [1, "#ffe4c4", 0]]);
  let s = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(ang)})">`;
  s += E(0, 0, len / 2, width, g);
  s += E(-len * 0.1, width * 0.1, len * 0.22, width * 0.55, g2);
  s += E(len * 0.05, width * 0.12, len * 0.3, width * 0.12, "#0a0f24", op(0.18));
  for (let i = 0; i < 420; i++) {
    const t = rng.range(-0.5, 0.5) * len;
    const o = rng.gauss() * width * 0.35;
    s += C(t, o, rng.range(0.4, 1.1), "#ffffff", op(rng.range(0.25, 0.8)));
  }
  s += "</g>";
  a.add(s);
}

/** flat cloud with a shaded underside */
function cloud(a: Art, x: number, y: number, w: number, fill: string, shade: string, o = 1, rng = a.r) {
  const h = w * 0.2;
  const n = Math.max(3, Math.round(w / 70));
  let shapes = `<rect x="${f(x)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}"/>`;
  const circles: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const bump = Math.sin(t * Math.PI);
    const rr = h * (0.45 + bump * rng.range(0.55, 0.95));
    const cx = x + w * t + rng.range(-0.1, 0.1) * (w / n);
    const cy = y - rr * 0.35;
    circles.push([cx, cy, rr]);
    shapes += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}"/>`;
  }
  const cl = a.clip(shapes + "");
  const bottomClip = a.clip(R(x - w, y - h * 4, w * 3, h * 4.5, "#000"));
  let inner = R(x - w * 0.1, y - h * 4, w * 1.2, h * 5, shade);
  inner += `<g transform="translate(${f(-h * 0.12)} ${f(-h * 0.22)})">`;
  inner += `<rect x="${f(x)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h * 0.5)}" rx="${f(h / 4)}" fill="${fill}"/>`;
  for (const [cx, cy, rr] of circles) inner += C(cx, cy, rr, fill);
  inner += "</g>";
  a.add(`<g clip-path="${bottomClip}"${op(o)}><g clip-path="${cl}">${inner}</g></g>`);
}

/** thin horizontal cloud streak, typical of dawn/dusk skies */
function streak(a: Art, x: number, y: number, w: number, h: number, fill: string, o = 0.6) {
  a.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${fill}"${op(o)}/>`);
}

function streaks(a: Art, rng: Rng, n: number, y0: number, y1: number, fill: string, o = 0.5, hMax = 10) {
  for (let i = 0; i < n; i++) {
    const w = rng.range(120, 420);
    const x = rng.range(-100, a.W);
    const y = rng.range(y0, y1);
    streak(a, x, y, w, rng.range(3, hMax), fill, o * rng.range(0.5, 1));
  }
}

function birds(a: Art, rng: Rng, x: number, y: number, n: number, size: number, color: string) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-size * 6, size * 6);
    const by = y + rng.range(-size * 3, size * 3);
    const s = size * rng.range(0.6, 1.1);
    const flap = rng.range(0.2, 0.6);
    d += `M${f(bx - s)} ${f(by - s * flap)}Q${f(bx - s * 0.45)} ${f(by - s * 0.55)} ${f(bx)} ${f(by)}Q${f(bx + s * 0.45)} ${f(by - s * 0.55)} ${f(bx + s)} ${f(by - s * flap)}`;
  }
  a.add(P(d, "none", stroke(color, size * 0.16)));
}

/** horizontal mist band: transparent at top, colour at the bottom (or peak in the middle) */
function mist(a: Art, y0: number, y1: number, color: string, o = 0.6, mode: "down" | "band" | "up" = "down") {
  if (mode === "down") {
    // keeps full strength below y1 so later layers can sit anywhere below it without a seam
    a.rect(-10, y0, a.W + 20, a.H + 10 - y0, a.lin([[0, color, 0], [1, color, o]], y0, y1));
    return;
  }
  const stops: Stop[] = mode === "up" ? [[0, color, o], [1, color, 0]] : [[0, color, 0], [0.5, color, o], [1, color, 0]];
  a.rect(-10, y0, a.W + 20, y1 - y0, a.lin(stops, y0, y1));
}

/* ------------------------------------------------------------------------ */
/* Terrain                                                                   */
/* ------------------------------------------------------------------------ */

interface RangeOpts {
  peaks: Pt[];
  base: number;
  fill: string;
  rough?: number;
  seg?: number;
  valley?: [number, number];
  shade?: string;
  shadeO?: number;
  light?: "l" | "r";
  snow?: { y: number; fill: string; jag?: number; shade?: string };
  rim?: { color: string; o: number };
  bottom?: number;
  extra?: string;
}

interface Ridge {
  pts: Pt[];
  d: string;
  peakIdx: number[];
  ctrlIdx: number[];
}

function displace(rng: Rng, a: Pt, b: Pt, rough: number, seg: number, out: Pt[]) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len < seg) return;
  const m: Pt = [(a[0] + b[0]) / 2 + rng.range(-0.08, 0.08) * len, (a[1] + b[1]) / 2 + rng.range(-1, 1) * len * rough];
  displace(rng, a, m, rough, seg, out);
  out.push(m);
  displace(rng, m, b, rough, seg, out);
}

function ridge(a: Art, rng: Rng, peaks: Pt[], base: number, rough = 0.16, seg = 14, valley: [number, number] = [0.25, 0.6], bottom = a.H + 20): Ridge {
  const pk = [...peaks].sort((p, q) => p[0] - q[0]);
  const ctrl: { p: Pt; peak: boolean }[] = [];
  const first = pk[0] as Pt;
  const last = pk[pk.length - 1] as Pt;
  ctrl.push({ p: [-60, lerp(first[1], base, rng.range(0.45, 0.8))], peak: false });
  pk.forEach((p, i) => {
    ctrl.push({ p, peak: true });
    const q = pk[i + 1];
    if (q) {
      const hi = Math.max(p[1], q[1]);
      ctrl.push({ p: [lerp(p[0], q[0], rng.range(0.38, 0.62)), hi + (base - hi) * rng.range(valley[0], valley[1])], peak: false });
    }
  });
  ctrl.push({ p: [a.W + 60, lerp(last[1], base, rng.range(0.45, 0.8))], peak: false });
  const pts: Pt[] = [];
  const peakIdx: number[] = [];
  const ctrlIdx: number[] = [];
  ctrl.forEach((c, i) => {
    if (i > 0) displace(rng, (ctrl[i - 1] as { p: Pt }).p, c.p, rough, seg, pts);
    ctrlIdx.push(pts.length);
    if (c.peak) peakIdx.push(pts.length);
    pts.push(c.p);
  });
  const d = polyD([...pts, [a.W + 60, bottom], [-60, bottom]]);
  return { pts, d, peakIdx, ctrlIdx };
}

/** a jagged line from p (peak) down to foot */
function innerRidge(rng: Rng, p: Pt, foot: Pt, n = 7): Pt[] {
  const out: Pt[] = [p];
  const len = foot[1] - p[1];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const tt = Math.pow(t, 0.8);
    out.push([lerp(p[0], foot[0], tt) + rng.range(-1, 1) * len * 0.045, lerp(p[1], foot[1], t)]);
  }
  out.push(foot);
  return out;
}

/** layered mountain range with faceted shading and optional snow */
function mountains(a: Art, rng: Rng, o: RangeOpts): Ridge {
  const bottom = o.bottom ?? a.H + 20;
  const rd = ridge(a, rng, o.peaks, o.base, o.rough ?? 0.16, o.seg ?? 14, o.valley ?? [0.25, 0.6], bottom);
  let s = P(rd.d, o.fill, o.extra ?? "");
  const cl = a.clip(`<path d="${rd.d}"/>`);
  let inner = "";
  if (o.snow) {
    const jag = o.snow.jag ?? 26;
    const line: Pt[] = [];
    let x = -60;
    let k = 0;
    while (x < a.W + 80) {
      let y = o.snow.y + (k % 2 ? rng.range(0.2, 1) * jag : -rng.range(0, 0.5) * jag);
      if (k % 2 && rng.chance(0.22)) y += jag * rng.range(1.2, 2.6);
      line.push([x, y]);
      x += rng.range(10, 26);
      k++;
    }
    inner += P(polyD([[-60, -50], [a.W + 80, -50], ...line.reverse()]), o.snow.fill);
  }
  if (o.shade) {
    const light = o.light ?? "l";
    let d = "";
    rd.peakIdx.forEach((pi) => {
      const ci = rd.ctrlIdx.indexOf(pi);
      const vi = rd.ctrlIdx[light === "l" ? ci + 1 : ci - 1];
      if (vi === undefined) return;
      const peak = rd.pts[pi] as Pt;
      const val = rd.pts[vi] as Pt;
      const face = light === "l" ? rd.pts.slice(pi, vi + 1) : rd.pts.slice(vi, pi + 1).reverse();
      const depth = Math.max(120, (o.base - peak[1]) * 1.6);
      const foot: Pt = [lerp(peak[0], val[0], rng.range(0.2, 0.55)), peak[1] + depth];
      const inn = innerRidge(rng, peak, foot).reverse();
      d += polyD([...face, [val[0], peak[1] + depth + 40], ...inn]);
    });
    inner += P(d, o.shade, op(o.shadeO ?? 0.35));
  }
  if (o.rim) {
    // thin lit edge along the ridge on the sun side
    let d = "";
    rd.peakIdx.forEach((pi) => {
      const ci = rd.ctrlIdx.indexOf(pi);
      const vi = rd.ctrlIdx[(o.light ?? "l") === "l" ? ci - 1 : ci + 1];
      if (vi === undefined) return;
      const seg = (o.light ?? "l") === "l" ? rd.pts.slice(vi, pi + 1) : rd.pts.slice(pi, vi + 1);
      const off = seg.map(([x, y]) => [x, y + 5] as Pt).reverse();
      d += polyD([...seg, ...off]);
    });
    inner += P(d, o.rim.color, op(o.rim.o));
  }
  if (inner) s += `<g clip-path="${cl}">${inner}</g>`;
  a.add(s);
  return rd;
}

/** evenly spread, jittered peaks */
function autoPeaks(rng: Rng, n: number, yMin: number, yMax: number, x0 = -40, x1 = 1540): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    out.push([lerp(x0, x1, t) + rng.range(-0.3, 0.3) * ((x1 - x0) / n), rng.range(yMin, yMax)]);
  }
  return out;
}

/** smooth rolling hills */
function hillLine(a: Art, rng: Rng, base: number, amp: number, waves = 3, step = 60, x0 = -60, x1 = a.W + 60): Pt[] {
  const ph = [rng.range(0, 6.28), rng.range(0, 6.28), rng.range(0, 6.28)];
  const out: Pt[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    const t = (x - x0) / (x1 - x0);
    const y =
      base -
      amp * (0.55 * Math.sin(t * Math.PI * waves + (ph[0] as number)) + 0.3 * Math.sin(t * Math.PI * waves * 2.3 + (ph[1] as number)) + 0.15 * Math.sin(t * Math.PI * waves * 5.1 + (ph[2] as number)));
    out.push([x, y]);
  }
  return out;
}

function hillD(a: Art, line: Pt[], bottom = a.H + 20): string {
  const first = line[0] as Pt;
  const last = line[line.length - 1] as Pt;
  return smoothD(line) + `L${f(last[0])} ${f(bottom)}L${f(first[0])} ${f(bottom)}Z`;
}

function hills(a: Art, rng: Rng, base: number, amp: number, fill: string, waves = 3, step = 60): Pt[] {
  const line = hillLine(a, rng, base, amp, waves, step);
  a.path(hillD(a, line), fill);
  return line;
}

function yOn(line: Pt[], x: number): number {
  for (let i = 0; i < line.length - 1; i++) {
    const p = line[i] as Pt;
    const q = line[i + 1] as Pt;
    if (x >= p[0] && x <= q[0]) return lerp(p[1], q[1], (x - p[0]) / (q[0] - p[0] || 1));
  }
  return (line[line.length - 1] as Pt)[1];
}

/* ------------------------------------------------------------------------ */
/* Water                                                                     */
/* ------------------------------------------------------------------------ */

/** mirror everything drawn since mark m into the water below y */
function reflect(a: Art, m: number, y: number, o = 0.45, yEnd = a.H) {
  const content = a.since(m);
  const cl = a.clip(R(0, y, a.W, yEnd - y, "#000"));
  a.add(`<g clip-path="${cl}"><g transform="matrix(1 0 0 -1 0 ${f(2 * y)})"${op(o)}>${content}</g></g>`);
}

function ripples(a: Art, rng: Rng, y0: number, y1: number, color: string, n: number, o = 0.35, x0 = 0, x1 = a.W) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const t = Math.pow(rng.next(), 1.7);
    const y = lerp(y0, y1, t);
    const w = lerp(20, 180, t) * rng.range(0.4, 1.4);
    const h = lerp(1, 4, t);
    const x = rng.range(x0 - w, x1);
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${color}"${op(o * rng.range(0.4, 1))}/>`;
  }
  a.add(s);
}

/** sun/moon glitter path */
function glitter(a: Art, rng: Rng, x: number, y0: number, y1: number, color: string, spread = 60, n = 60, o = 0.8) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const t = Math.pow(rng.next(), 1.3);
    const y = lerp(y0, y1, t);
    const sp = lerp(spread * 0.25, spread, t);
    const w = lerp(10, 70, t) * rng.range(0.4, 1.2);
    const cx = x + rng.gauss() * sp * 0.5;
    const h = lerp(1.2, 4, t);
    s += `<rect x="${f(cx - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${color}"${op(o * rng.range(0.35, 1) * (1 - t * 0.3))}/>`;
  }
  a.add(s);
}

/** winding river in perspective: centreline from far (narrow) to near (wide) */
function riverD(center: Pt[], w0: number, w1: number): string {
  const L: Pt[] = [];
  const Rr: Pt[] = [];
  center.forEach((p, i) => {
    const q = center[Math.min(center.length - 1, i + 1)] as Pt;
    const o = center[Math.max(0, i - 1)] as Pt;
    const dx = q[0] - o[0];
    const dy = q[1] - o[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = lerp(w0, w1, Math.pow(i / (center.length - 1), 1.4)) / 2;
    L.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    Rr.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  });
  return smoothD(L) + smoothD(Rr.reverse(), 1, false) + "Z";
}

/* ------------------------------------------------------------------------ */
/* Vegetation                                                                */
/* ------------------------------------------------------------------------ */

function pineD(rng: Rng, x: number, yb: number, h: number, wf = 0.24, snow = false): { tree: string; snow: string } {
  const tiers = h > 60 ? rng.int(5, 7) : h > 25 ? 4 : 3;
  const trunk = h * 0.07;
  const top = yb - h;
  const body = h - trunk;
  let d = `M${f(x - h * 0.02)} ${f(yb)}L${f(x - h * 0.02)} ${f(yb - trunk - 2)}L${f(x + h * 0.02)} ${f(yb - trunk - 2)}L${f(x + h * 0.02)} ${f(yb)}Z`;
  let sd = "";
  let prevBot = top;
  const lean = rng.range(-0.03, 0.03) * h;
  for (let i = 0; i < tiers; i++) {
    const tb = top + body * ((i + 1) / tiers);
    const tt = i === 0 ? top : prevBot - body * 0.16;
    const hw = h * wf * (0.35 + 0.65 * ((i + 1) / tiers)) * rng.range(0.88, 1.1);
    const cx = x + lean * (1 - i / tiers);
    const th = tb - tt;
    d += `M${f(cx)} ${f(tt)}L${f(cx + hw)} ${f(tb)}Q${f(cx + hw * 0.3)} ${f(tb - th * 0.12)} ${f(cx)} ${f(tb - th * 0.05)}Q${f(cx - hw * 0.3)} ${f(tb - th * 0.12)} ${f(cx - hw)} ${f(tb)}Z`;
    if (snow) {
      sd += polyD([
        [cx, tt],
        [cx + hw * 0.75, tt + th * 0.72],
        [cx + hw * 0.35, tt + th * 0.55],
        [cx + hw * 0.05, tt + th * 0.68],
        [cx - hw * 0.3, tt + th * 0.52],
        [cx - hw * 0.78, tt + th * 0.74],
      ]);
    }
    prevBot = tb;
  }
  return { tree: d, snow: sd };
}

interface ForestOpts {
  x0: number;
  x1: number;
  y: (x: number) => number;
  n: number;
  h: [number, number];
  fill: string;
  wf?: number;
  snow?: string;
  jitterY?: number;
}

function forest(a: Art, rng: Rng, o: ForestOpts) {
  let d = "";
  let sd = "";
  const trees: [number, number, number][] = [];
  for (let i = 0; i < o.n; i++) {
    const x = lerp(o.x0, o.x1, (i + rng.range(0, 1)) / o.n);
    trees.push([x, o.y(x) + rng.range(0, o.jitterY ?? 0), rng.range(o.h[0], o.h[1])]);
  }
  trees.sort((p, q) => p[1] - q[1]);
  for (const [x, y, h] of trees) {
    const t = pineD(rng, x, y, h, o.wf ?? 0.22, !!o.snow);
    d += t.tree;
    sd += t.snow;
  }
  a.path(d, o.fill);
  if (o.snow) a.path(sd, o.snow);
}

function poplarD(x: number, yb: number, h: number, wf = 0.12): string {
  const w = h * wf;
  const top = yb - h;
  return (
    `M${f(x)} ${f(top)}C${f(x + w * 0.9)} ${f(top + h * 0.25)} ${f(x + w * 1.15)} ${f(yb - h * 0.32)} ${f(x + w * 0.2)} ${f(yb - h * 0.1)}` +
    `L${f(x + h * 0.012)} ${f(yb)}L${f(x - h * 0.012)} ${f(yb)}L${f(x - w * 0.2)} ${f(yb - h * 0.1)}` +
    `C${f(x - w * 1.15)} ${f(yb - h * 0.32)} ${f(x - w * 0.9)} ${f(top + h * 0.25)} ${f(x)} ${f(top)}Z`
  );
}

function poplars(a: Art, rng: Rng, xs: number[], y: (x: number) => number, h: [number, number], fill: string, lit?: string) {
  let d = "";
  let ld = "";
  for (const x of xs) {
    const hh = rng.range(h[0], h[1]);
    const yb = y(x);
    d += poplarD(x, yb, hh);
    if (lit) ld += poplarD(x - hh * 0.035, yb - hh * 0.12, hh * 0.8, 0.07);
  }
  a.path(d, fill);
  if (lit) a.path(ld, lit, op(0.7));
}

/** deciduous / chinar style tree: trunk + clustered canopy with light and shade */
function roundTree(a: Art, rng: Rng, x: number, yb: number, r: number, dark: string, mid: string, lightC: string, trunk: string) {
  const cy = yb - r * 1.55;
  let t = `M${f(x - r * 0.09)} ${f(yb)}Q${f(x - r * 0.05)} ${f(cy + r * 0.5)} ${f(x - r * 0.35)} ${f(cy)}L${f(x - r * 0.28)} ${f(cy - 4)}Q${f(x)} ${f(cy + r * 0.3)} ${f(x + r * 0.05)} ${f(cy - r * 0.2)}`;
  t += `L${f(x + r * 0.12)} ${f(cy - r * 0.15)}Q${f(x + r * 0.12)} ${f(cy + r * 0.25)} ${f(x + r * 0.4)} ${f(cy + r * 0.05)}L${f(x + r * 0.42)} ${f(cy + r * 0.14)}Q${f(x + r * 0.1)} ${f(cy + r * 0.4)} ${f(x + r * 0.09)} ${f(yb)}Z`;
  let dk = "";
  let md = "";
  let lt = "";
  const n = 9;
  for (let i = 0; i < n; i++) {
    const ang = rng.range(0, Math.PI * 2);
    const dist = rng.range(0.2, 0.75) * r;
    const cx = x + Math.cos(ang) * dist * 1.15;
    const cyy = cy + Math.sin(ang) * dist * 0.75 - r * 0.1;
    const rr = r * rng.range(0.38, 0.55);
    dk += C(cx, cyy, rr, "");
    md += C(cx - rr * 0.18, cyy - rr * 0.22, rr * 0.8, "");
    if (cx < x + r * 0.2 && cyy < cy + r * 0.1) lt += C(cx - rr * 0.3, cyy - rr * 0.35, rr * 0.45, "");
  }
  a.add(
    P(t, trunk),
    `<g fill="${dark}">${dk.replace(/ fill=""/g, "")}</g>`,
    `<g fill="${mid}">${md.replace(/ fill=""/g, "")}</g>`,
    `<g fill="${lightC}"${op(0.85)}>${lt.replace(/ fill=""/g, "")}</g>`,
  );
}

/** coconut palm silhouette/flat: curved trunk + serrated fronds */
function palm(a: Art, rng: Rng, x: number, yb: number, h: number, lean: number, fill: string, frondFill = fill, trunkLight?: string) {
  const top: Pt = [x + lean * h, yb - h];
  const ctrl: Pt = [x + lean * h * 0.05, yb - h * 0.55];
  const L: Pt[] = [];
  const Rr: Pt[] = [];
  const N = 14;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const p = quadAt([x, yb], ctrl, top, t);
    const p2 = quadAt([x, yb], ctrl, top, Math.min(1, t + 0.01));
    const dx = p2[0] - p[0];
    const dy = p2[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = h * 0.028 * (1 - 0.45 * t) * (i === 0 ? 1.4 : 1);
    L.push([p[0] + nx * w, p[1] + ny * w]);
    Rr.push([p[0] - nx * w, p[1] - ny * w]);
  }
  let s = P(polyD([...L, ...Rr.reverse()]), fill);
  if (trunkLight) {
    let rings = "";
    for (let i = 1; i < N; i += 1) {
      const p = quadAt([x, yb], ctrl, top, i / N);
      const w = h * 0.026 * (1 - 0.45 * (i / N));
      rings += `M${f(p[0] - w)} ${f(p[1])}L${f(p[0] + w)} ${f(p[1] + 2)}`;
    }
    s += P(rings, "none", stroke(trunkLight, 1.6) + op(0.5));
  }
  // fronds
  const nF = rng.int(8, 10);
  let d = "";
  for (let k = 0; k < nF; k++) {
    const base = -Math.PI + (k / (nF - 1)) * Math.PI; // -180..0 deg (upper half)
    const ang = base + rng.range(-0.18, 0.18) + (k === Math.floor(nF / 2) ? 0 : 0);
    const Lf = h * rng.range(0.34, 0.46) * (Math.abs(Math.sin(ang)) > 0.8 ? 0.8 : 1);
    const dir: Pt = [Math.cos(ang), Math.sin(ang) * 0.75];
    const p0 = top;
    const droop = Lf * (0.35 + 0.45 * (1 - Math.abs(Math.sin(ang))));
    const p2: Pt = [p0[0] + dir[0] * Lf, p0[1] + dir[1] * Lf + droop];
    const p1: Pt = [p0[0] + dir[0] * Lf * 0.6, p0[1] + dir[1] * Lf * 0.6 - Lf * 0.12];
    const M = 12;
    const sideA: Pt[] = [];
    const sideB: Pt[] = [];
    for (let i = 1; i <= M; i++) {
      const t = i / M;
      const p = quadAt(p0, p1, p2, t);
      const q = quadAt(p0, p1, p2, Math.min(1, t + 0.02));
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const ln = Math.hypot(dx, dy) || 1;
      const nx = -dy / ln;
      const ny = dx / ln;
      const ll = Lf * 0.22 * Math.sin(Math.PI * Math.min(1, t * 1.15)) + 1.5;
      const w = 1.2;
      const tipA: Pt = [p[0] + nx * ll + dx / ln * ll * 0.5, p[1] + ny * ll + ll * 0.45];
      const tipB: Pt = [p[0] - nx * ll + dx / ln * ll * 0.5, p[1] - ny * ll + ll * 0.45];
      sideA.push([p[0] + nx * w, p[1] + ny * w], tipA);
      sideB.push([p[0] - nx * w, p[1] - ny * w], tipB);
    }
    d += polyD([p0, ...sideA, p2, ...sideB.reverse()]);
  }
  s += P(d, frondFill);
  s += C(top[0] - h * 0.02, top[1] + h * 0.03, h * 0.022, darken(frondFill, 0.2)) + C(top[0] + h * 0.022, top[1] + h * 0.035, h * 0.02, darken(frondFill, 0.25));
  a.add(s);
}

/** rounded bush / tree-line blob row */
function bushes(a: Art, rng: Rng, x0: number, x1: number, y: (x: number) => number, rMin: number, rMax: number, fill: string, step = 0.8) {
  let s = "";
  let x = x0;
  while (x < x1) {
    const r = rng.range(rMin, rMax);
    s += C(x, y(x) - r * 0.4, r, "");
    x += r * step;
  }
  a.add(`<g fill="${fill}">${s.replace(/ fill=""/g, "")}</g>`);
}

/* ------------------------------------------------------------------------ */
/* Culture & structures                                                      */
/* ------------------------------------------------------------------------ */

const FLAG_COLORS = ["#2b66c6", "#f5f2e8", "#d33b2c", "#2f9b55", "#f1bf2b"];

function prayerFlags(a: Art, rng: Rng, p1: Pt, p2: Pt, sag: number, size: number, o = 1, line = "#3b3030", tint?: [string, number]) {
  const ctrl: Pt = [(p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2 + sag * 2];
  const len = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
  const n = Math.floor(len / (size * 1.25));
  let s = P(`M${f(p1[0])} ${f(p1[1])}Q${f(ctrl[0])} ${f(ctrl[1])} ${f(p2[0])} ${f(p2[1])}`, "none", stroke(line, Math.max(0.8, size * 0.06)));
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const p = quadAt(p1, ctrl, p2, t);
    const q = quadAt(p1, ctrl, p2, Math.min(1, t + 0.01));
    const ang = Math.atan2(q[1] - p[1], q[0] - p[0]);
    let c = FLAG_COLORS[i % 5] as string;
    if (tint) c = mix(c, tint[0], tint[1]);
    const w = size * 0.9;
    const hh = size * 1.05 * rng.range(0.9, 1.1);
    const sway = rng.range(-0.25, 0.25) * w;
    const ux = Math.cos(ang);
    const uy = Math.sin(ang);
    const a0: Pt = [p[0] - ux * w * 0.5, p[1] - uy * w * 0.5];
    const a1: Pt = [p[0] + ux * w * 0.5, p[1] + uy * w * 0.5];
    s += P(polyD([a0, a1, [a1[0] + sway, a1[1] + hh], [a0[0] + sway, a0[1] + hh]]), c);
  }
  a.add(`<g${op(o)}>${s}</g>`);
}

/** vertical prayer flag pole (darchen) */
function flagPole(a: Art, rng: Rng, x: number, yb: number, h: number, color: string, pole = "#3a2a22") {
  const w = h * 0.14;
  let s = R(x - h * 0.008, yb - h, h * 0.016, h, pole);
  const n = 7;
  for (let i = 0; i < n; i++) {
    const y = yb - h * 0.95 + (i * h * 0.6) / n;
    const wave = Math.sin(i * 1.3) * w * 0.1;
    s += P(polyD([[x, y], [x + w + wave, y + 2], [x + w + wave, y + (h * 0.6) / n + 1], [x, y + (h * 0.6) / n]]), i % 2 ? color : lighten(color, 0.15));
  }
  s += C(x, yb - h - 2, h * 0.015, "#e2b33c");
  void rng;
  a.add(s);
}

/** Ladakhi / Tibetan chorten */
function stupa(a: Art, x: number, yb: number, h: number, fill = "#f4efe4", shade = "#9aa3b8", gold = "#d6a43a", band?: string, shadeO = 0.45, light: "l" | "r" = "l") {
  const u = h / 100;
  const parts: string[] = [];
  const rect = (cx: number, y: number, w: number, hh: number) => polyD([[cx - w / 2, y], [cx + w / 2, y], [cx + w / 2, y + hh], [cx - w / 2, y + hh]]);
  parts.push(rect(x, yb - 10 * u, 64 * u, 10 * u));
  parts.push(rect(x, yb - 18 * u, 54 * u, 8 * u));
  parts.push(rect(x, yb - 25 * u, 46 * u, 7 * u));
  parts.push(rect(x, yb - 31 * u, 40 * u, 6 * u));
  // bumpa (vase)
  parts.push(
    `M${f(x - 20 * u)} ${f(yb - 31 * u)}C${f(x - 22 * u)} ${f(yb - 44 * u)} ${f(x - 17 * u)} ${f(yb - 55 * u)} ${f(x - 10 * u)} ${f(yb - 57 * u)}L${f(x + 10 * u)} ${f(yb - 57 * u)}C${f(x + 17 * u)} ${f(yb - 55 * u)} ${f(x + 22 * u)} ${f(yb - 44 * u)} ${f(x + 20 * u)} ${f(yb - 31 * u)}Z`,
  );
  parts.push(rect(x, yb - 63 * u, 14 * u, 6 * u));
  // spire
  const spire = polyD([[x - 6 * u, yb - 63 * u], [x + 6 * u, yb - 63 * u], [x + 2.5 * u, yb - 88 * u], [x - 2.5 * u, yb - 88 * u]]);
  const shapes = parts.join("");
  let s = P(shapes, fill);
  if (band) s += P(rect(x, yb - 61 * u, 14 * u, 2.5 * u), band);
  s += P(spire, gold);
  let rings = "";
  for (let i = 1; i < 8; i++) {
    const y = yb - 63 * u - i * 3.1 * u;
    const w = lerp(6, 2.5, i / 8) * u;
    rings += `M${f(x - w)} ${f(y)}L${f(x + w)} ${f(y)}`;
  }
  s += P(rings, "none", stroke(darken(gold, 0.35), 0.9 * u));
  s += P(`M${f(x - 4 * u)} ${f(yb - 92 * u)}Q${f(x)} ${f(yb - 86 * u)} ${f(x + 4 * u)} ${f(yb - 92 * u)}Q${f(x)} ${f(yb - 89 * u)} ${f(x - 4 * u)} ${f(yb - 92 * u)}Z`, gold);
  s += C(x, yb - 95 * u, 2 * u, gold);
  const cl = a.clip(`<path d="${shapes}"/>`);
  const sx = light === "l" ? x + 4 * u : x - 40 * u;
  s += `<g clip-path="${cl}">${R(sx, yb - 70 * u, 36 * u, 70 * u, shade, op(shadeO))}${R(x - 40 * u, yb - 2 * u, 80 * u, 3 * u, shade, op(shadeO * 0.7))}</g>`;
  a.add(s);
}

interface Block {
  x: number;
  y: number; // bottom
  w: number;
  h: number;
}

/** Tibetan style whitewashed buildings with maroon parapets and trapezoid windows */
function tibetanBlocks(a: Art, rng: Rng, blocks: Block[], wall: string, band: string, shade: string, win: string, shadeO = 0.3, litWin?: string, light: "l" | "r" = "l") {
  let walls = "";
  let bands = "";
  let wins = "";
  let lit = "";
  let shades = "";
  const sorted = [...blocks].sort((p, q) => q.y - p.y || 0);
  // draw back-to-front: higher (smaller y) first
  sorted.reverse();
  let out = "";
  for (const b of sorted) {
    const taper = b.h * 0.06;
    const top = b.y - b.h;
    const wd = polyD([[b.x - b.w / 2, b.y], [b.x + b.w / 2, b.y], [b.x + b.w / 2 - taper, top], [b.x - b.w / 2 + taper, top]]);
    walls = P(wd, wall);
    const bh = Math.max(2, b.h * 0.12);
    bands = P(polyD([[b.x - b.w / 2 + taper - 1, top], [b.x + b.w / 2 - taper + 1, top], [b.x + b.w / 2 - taper + 1, top + bh], [b.x - b.w / 2 + taper - 1, top + bh]]), band);
    const side = light === "l" ? polyD([[b.x + b.w * 0.3, b.y], [b.x + b.w / 2, b.y], [b.x + b.w / 2 - taper, top], [b.x + b.w * 0.3, top]]) : polyD([[b.x - b.w * 0.3, b.y], [b.x - b.w / 2, b.y], [b.x - b.w / 2 + taper, top], [b.x - b.w * 0.3, top]]);
    shades = P(side, shade, op(shadeO));
    wins = "";
    lit = "";
    const rows = Math.max(1, Math.floor((b.h - bh) / 14));
    const ww = Math.max(2, Math.min(6, b.w * 0.05));
    const wh = ww * 1.5;
    for (let r = 0; r < rows; r++) {
      const wy = top + bh + 4 + r * ((b.h - bh - 6) / rows);
      const cols = Math.max(1, Math.floor((b.w - 8) / (ww * 3.2)));
      for (let c = 0; c < cols; c++) {
        if (rng.chance(0.3)) continue;
        const wx = b.x - b.w / 2 + taper + 4 + (c + 0.5) * ((b.w - 2 * taper - 8) / cols);
        const isLit = litWin && rng.chance(0.35);
        const d = polyD([[wx - ww / 2 - 1, wy + wh], [wx + ww / 2 + 1, wy + wh], [wx + ww / 2, wy], [wx - ww / 2, wy]]);
        if (isLit) lit += d;
        else wins += d;
      }
    }
    out += walls + shades + bands + (wins ? P(wins, win) : "") + (lit && litWin ? P(lit, litWin) : "");
  }
  a.add(out);
}

/** golden / tiled pagoda roof sitting on a block */
function pagodaRoof(x: number, y: number, w: number, h: number, fill: string, edge: string): string {
  const over = w * 0.12;
  return (
    P(`M${f(x - w / 2 - over)} ${f(y)}Q${f(x - w / 2)} ${f(y - h * 0.15)} ${f(x - w * 0.3)} ${f(y - h)}L${f(x + w * 0.3)} ${f(y - h)}Q${f(x + w / 2)} ${f(y - h * 0.15)} ${f(x + w / 2 + over)} ${f(y)}Q${f(x)} ${f(y - h * 0.25)} ${f(x - w / 2 - over)} ${f(y)}Z`, fill) +
    P(`M${f(x - w / 2 - over)} ${f(y)}Q${f(x)} ${f(y - h * 0.25)} ${f(x + w / 2 + over)} ${f(y)}`, "none", stroke(edge, Math.max(1, h * 0.12)))
  );
}

function ganjira(x: number, y: number, s: number, gold: string): string {
  return P(polyD([[x - s * 0.3, y], [x + s * 0.3, y], [x + s * 0.12, y - s * 1.4], [x - s * 0.12, y - s * 1.4]]), gold) + C(x, y - s * 1.55, s * 0.22, gold);
}

/** simple Kerala kettuvallam houseboat */
function houseboat(a: Art, x: number, y: number, L: number, hull: string, roof: string, rib: string, dark: string, o = 1) {
  const h = L * 0.09;
  let s = P(
    `M${f(x - L / 2)} ${f(y - h * 1.5)}Q${f(x - L * 0.42)} ${f(y + h * 0.35)} ${f(x - L * 0.2)} ${f(y + h * 0.4)}L${f(x + L * 0.25)} ${f(y + h * 0.4)}Q${f(x + L * 0.44)} ${f(y + h * 0.35)} ${f(x + L / 2)} ${f(y - h * 1.9)}Q${f(x + L * 0.42)} ${f(y - h * 0.3)} ${f(x + L * 0.3)} ${f(y - h * 0.35)}L${f(x - L * 0.3)} ${f(y - h * 0.35)}Q${f(x - L * 0.44)} ${f(y - h * 0.3)} ${f(x - L / 2)} ${f(y - h * 1.5)}Z`,
    hull,
  );
  s += P(`M${f(x - L * 0.4)} ${f(y - h * 0.05)}L${f(x + L * 0.4)} ${f(y - h * 0.05)}`, "none", stroke(lighten(hull, 0.25), h * 0.1));
  // roof
  const rx0 = x - L * 0.34;
  const rx1 = x + L * 0.3;
  const ry = y - h * 0.35;
  const rh = h * 2.3;
  const roofD = `M${f(rx0)} ${f(ry)}L${f(rx0)} ${f(ry - rh * 0.55)}Q${f(rx0 + 4)} ${f(ry - rh)} ${f(rx0 + rh * 0.5)} ${f(ry - rh)}L${f(rx1 - rh * 0.5)} ${f(ry - rh)}Q${f(rx1 - 4)} ${f(ry - rh)} ${f(rx1)} ${f(ry - rh * 0.55)}L${f(rx1)} ${f(ry)}Z`;
  s += P(roofD, roof);
  let ribs = "";
  for (let rx = rx0 + 8; rx < rx1 - 4; rx += L * 0.035) ribs += `M${f(rx)} ${f(ry - rh * 0.93)}L${f(rx)} ${f(ry - rh * 0.45)}`;
  s += P(ribs, "none", stroke(rib, Math.max(0.8, L * 0.004)));
  // openings
  let wins = "";
  const nW = 5;
  for (let i = 0; i < nW; i++) {
    const wx = lerp(rx0 + L * 0.05, rx1 - L * 0.09, i / (nW - 1));
    wins += `M${f(wx)} ${f(ry)}L${f(wx)} ${f(ry - rh * 0.35)}Q${f(wx + L * 0.02)} ${f(ry - rh * 0.5)} ${f(wx + L * 0.04)} ${f(ry - rh * 0.35)}L${f(wx + L * 0.04)} ${f(ry)}Z`;
  }
  s += P(wins, dark);
  s += P(`M${f(rx0 - 2)} ${f(ry - rh * 0.52)}L${f(rx1 + 2)} ${f(ry - rh * 0.52)}`, "none", stroke(darken(roof, 0.25), h * 0.12));
  a.add(`<g${op(o)}>${s}</g>`);
}

/** Kashmiri shikara with canopy and boatman */
function shikara(a: Art, x: number, y: number, L: number, hull: string, canopy: string, curtain: string, man: string) {
  const h = L * 0.05;
  let s = P(`M${f(x - L / 2)} ${f(y - h * 2.2)}Q${f(x - L * 0.4)} ${f(y + h * 0.6)} ${f(x)} ${f(y + h * 0.6)}Q${f(x + L * 0.4)} ${f(y + h * 0.6)} ${f(x + L / 2)} ${f(y - h * 2.6)}Q${f(x + L * 0.38)} ${f(y - h * 0.4)} ${f(x)} ${f(y - h * 0.4)}Q${f(x - L * 0.38)} ${f(y - h * 0.4)} ${f(x - L / 2)} ${f(y - h * 2.2)}Z`, hull);
  const cx0 = x - L * 0.2;
  const cx1 = x + L * 0.14;
  const top = y - h * 6.4;
  s += P(`M${f(cx0 + 2)} ${f(y - h * 0.4)}L${f(cx0 + 2)} ${f(top)}M${f(cx1 - 2)} ${f(y - h * 0.4)}L${f(cx1 - 2)} ${f(top)}`, "none", stroke(darken(hull, 0.2), L * 0.008));
  s += P(polyD([[cx0 - L * 0.02, top], [cx1 + L * 0.02, top], [cx1 + L * 0.01, top - h * 1.2], [cx0 - L * 0.01, top - h * 1.2]]), canopy);
  let fr = "";
  for (let fx = cx0 - L * 0.02; fx < cx1 + L * 0.02; fx += L * 0.02) fr += `M${f(fx)} ${f(top)}L${f(fx + L * 0.01)} ${f(top + h * 0.9)}L${f(fx + L * 0.02)} ${f(top)}Z`;
  s += P(fr, curtain);
  s += P(polyD([[cx0 + 2, top + h], [cx0 + L * 0.06, top + h], [cx0 + 2, y - h * 1.5]]), curtain, op(0.9));
  s += P(polyD([[cx1 - 2, top + h], [cx1 - L * 0.06, top + h], [cx1 - 2, y - h * 1.5]]), curtain, op(0.9));
  // boatman at stern
  const mx = x + L * 0.33;
  const my = y - h * 1.2;
  s += P(`M${f(mx - L * 0.018)} ${f(my)}L${f(mx - L * 0.012)} ${f(my - h * 4)}Q${f(mx)} ${f(my - h * 4.8)} ${f(mx + L * 0.014)} ${f(my - h * 4)}L${f(mx + L * 0.018)} ${f(my)}Z`, man);
  s += C(mx, my - h * 5.2, L * 0.013, man);
  s += P(`M${f(mx - L * 0.06)} ${f(my - h * 3.8)}L${f(mx + L * 0.07)} ${f(y + h * 1.6)}`, "none", stroke(man, L * 0.006));
  s += E(mx + L * 0.075, y + h * 2.2, L * 0.008, h * 1.4, man, ` transform="rotate(-30 ${f(mx + L * 0.075)} ${f(y + h * 2.2)})"`);
  a.add(s);
}

/** Thai longtail boat */
function longtail(a: Art, x: number, y: number, L: number, hull: string, stripe: string, canopy: string | null, ribbon: string[], man?: string) {
  const h = L * 0.06;
  let s = P(`M${f(x - L / 2)} ${f(y - h * 0.6)}Q${f(x - L * 0.2)} ${f(y + h * 0.8)} ${f(x + L * 0.25)} ${f(y + h * 0.4)}Q${f(x + L * 0.45)} ${f(y)} ${f(x + L * 0.56)} ${f(y - h * 4.2)}L${f(x + L * 0.52)} ${f(y - h * 4.0)}Q${f(x + L * 0.44)} ${f(y - h * 1.2)} ${f(x + L * 0.3)} ${f(y - h * 1.1)}L${f(x - L / 2)} ${f(y - h * 1.2)}Z`, hull);
  s += P(`M${f(x - L * 0.48)} ${f(y - h * 0.75)}L${f(x + L * 0.32)} ${f(y - h * 0.6)}Q${f(x + L * 0.44)} ${f(y - h * 0.9)} ${f(x + L * 0.52)} ${f(y - h * 3)}`, "none", stroke(stripe, h * 0.35));
  ribbon.forEach((c, i) => {
    s += P(`M${f(x + L * 0.545)} ${f(y - h * 3.9)}Q${f(x + L * 0.56 + i * 3)} ${f(y - h * 2.5)} ${f(x + L * 0.55 + i * 4)} ${f(y - h * (1.4 - i * 0.2))}`, "none", stroke(c, h * 0.28));
  });
  if (canopy) {
    s += P(`M${f(x - L * 0.25)} ${f(y - h * 1.2)}L${f(x - L * 0.25)} ${f(y - h * 4)}M${f(x + L * 0.15)} ${f(y - h * 1.2)}L${f(x + L * 0.15)} ${f(y - h * 4)}`, "none", stroke(darken(hull, 0.3), L * 0.006));
    s += P(`M${f(x - L * 0.3)} ${f(y - h * 3.8)}Q${f(x - L * 0.05)} ${f(y - h * 5.2)} ${f(x + L * 0.2)} ${f(y - h * 3.8)}L${f(x + L * 0.2)} ${f(y - h * 3.5)}Q${f(x - L * 0.05)} ${f(y - h * 4.6)} ${f(x - L * 0.3)} ${f(y - h * 3.5)}Z`, canopy);
  }
  // engine + long tail
  s += P(`M${f(x - L * 0.46)} ${f(y - h * 1.3)}L${f(x - L * 0.66)} ${f(y + h * 0.5)}`, "none", stroke(darken(hull, 0.4), h * 0.18));
  s += R(x - L * 0.5, y - h * 2.2, L * 0.06, h * 1.1, darken(hull, 0.45), ` rx="${f(h * 0.2)}"`);
  if (man) {
    const mx = x - L * 0.4;
    s += P(`M${f(mx - L * 0.014)} ${f(y - h * 1.2)}L${f(mx - L * 0.01)} ${f(y - h * 4.2)}L${f(mx + L * 0.012)} ${f(y - h * 4.2)}L${f(mx + L * 0.016)} ${f(y - h * 1.2)}Z`, man) + C(mx, y - h * 4.9, L * 0.012, man);
  }
  a.add(s);
}

/* ------------------------------------------------------------------------ */
/* Scenes                                                                    */
/* ------------------------------------------------------------------------ */

type Scene = (a: Art, v: number) => void;

const ladakh: Scene = (a, v) => {
  const r = a.r;
  const W = a.W;
  if (v === 1) {
    // Pangong Tso at midday
    const hy = 590;
    sky(a, [[0, "#16418f"], [0.55, "#2f73c6"], [1, "#a9cfe9"]], hy);
    cloud(a, 180, 150, 260, "#ffffff", "#d5e3f1", 0.95);
    cloud(a, 1050, 110, 340, "#ffffff", "#d5e3f1", 0.9);
    cloud(a, 760, 240, 150, "#ffffff", "#dae6f2", 0.8);
    const m0 = a.mark();
    mountains(a, r, { peaks: autoPeaks(r, 6, 300, 390), base: hy, fill: "#b6a3a6", shade: "#5f5878", shadeO: 0.35, snow: { y: 340, fill: "#f3f5fa" }, seg: 10 });
    mist(a, 380, hy, "#c6d8ea", 0.55);
    mountains(a, r, { peaks: [[120, 400], [420, 350], [820, 420], [1150, 370], [1420, 430]], base: hy + 10, fill: "#c08a55", shade: "#6e3f25", shadeO: 0.45, rough: 0.18 });
    mist(a, 470, hy + 10, "#e4c9a6", 0.35);
    mountains(a, r, { peaks: [[-20, 500], [300, 530], [980, 540], [1300, 505]], base: hy + 5, fill: "#9c6a44", shade: "#55331f", shadeO: 0.4, rough: 0.12, valley: [0.5, 0.8] });
    a.rect(0, hy, W, a.H - hy, a.lin([[0, "#1b4f98"], [0.35, "#1f8fb2"], [0.75, "#38bfc0"], [1, "#7fdccf"]], hy, a.H));
    reflect(a, m0, hy, 0.28);
    a.rect(0, hy, W, a.H - hy, a.lin([[0, "#1b4f98", 0.7], [0.2, "#1d86ad", 0.55], [1, "#56cfc7", 0.2]], hy, a.H));
    ripples(a, r, hy + 4, a.H, "#e9fbff", 90, 0.3);
    // foreground shore with stones
    const shore = smoothD([[-40, 880], [200, 860], [420, 905], [640, 955], [760, 1040]]) + "L-40 1040Z";
    a.path(shore, "#d8c39c");
    a.path(smoothD([[-40, 930], [180, 915], [400, 950], [560, 1040]]) + "L-40 1040Z", "#c3a77c");
    let st = "";
    for (let i = 0; i < 30; i++) {
      const x = r.range(0, 560);
      const y = r.range(900, 1000);
      if (y < 880 + x * 0.2) continue;
      st += E(x, y, r.range(6, 16), r.range(3, 7), "");
    }
    a.add(`<g fill="#a88a63">${st.replace(/ fill=""/g, "")}</g>`);
    a.add(R(78, 620, 5, 300, "#4b362b"));
    let cairn = "";
    [[470, 905, 34, 14], [468, 884, 26, 11], [472, 866, 19, 9], [469, 851, 12, 7]].forEach(([x, y, rx, ry]) => (cairn += E(x as number, y as number, rx as number, ry as number, "")));
    a.add(`<g fill="#8c7356">${cairn.replace(/ fill=""/g, "")}</g>`, E(462, 880, 20, 6, "#a99070"));
    prayerFlags(a, r, [80, 622], [470, 845], 40, 22);
    prayerFlags(a, r, [80, 680], [460, 870], 25, 18);
    birds(a, r, 980, 300, 3, 9, "#27324a");
  } else if (v === 2) {
    // golden hour chortens
    sky(a, [[0, "#3f5f99"], [0.45, "#c98a7a"], [0.75, "#f2b47a"], [1, "#f9d9a6"]], 640);
    sun(a, 260, 500, 34, "#fff3cf", "#ffcf86", 420, 0.6);
    streaks(a, r, 10, 120, 420, "#fbe0c2", 0.45);
    mountains(a, r, { peaks: autoPeaks(r, 5, 280, 360), base: 600, fill: "#d7a58c", shade: "#8d5a66", shadeO: 0.35, snow: { y: 320, fill: "#fde8d6" }, light: "l", seg: 10 });
    mist(a, 380, 600, "#f4c79d", 0.5);
    mountains(a, r, { peaks: [[200, 430], [560, 390], [900, 450], [1250, 400]], base: 640, fill: "#c47c4c", shade: "#5d2f26", shadeO: 0.5, rim: { color: "#ffd59a", o: 0.5 } });
    mist(a, 520, 660, "#f0b783", 0.35);
    const ridgeLine = hills(a, r, 720, 30, "#8e5634", 1.2, 80);
    // chorten row on the ridge
    const xs = [820, 900, 980, 1060, 1140];
    xs.forEach((x, i) => stupa(a, x, yOn(ridgeLine, x) + 6, 110 - i * 6, "#f7ead9", "#7d5a6d", "#d8a23c", "#8a2c2c", 0.45));
    prayerFlags(a, r, [820, yOn(ridgeLine, 820) - 90], [1140, yOn(ridgeLine, 1140) - 70], 12, 12);
    a.path(smoothD([[-60, 860], [300, 800], [640, 840], [1000, 930], [1560, 900]]) + "L1560 1040L-60 1040Z", "#5e3524");
    a.path(smoothD([[-60, 940], [400, 900], [900, 980], [1560, 960]]) + "L1560 1040L-60 1040Z", "#47271c");
    a.add(R(240, 640, 6, 260, "#2c1a14"));
    prayerFlags(a, r, [243, 642], [760, 700], 35, 24, 1, "#2c1a14");
    prayerFlags(a, r, [243, 700], [640, 790], 25, 20, 1, "#2c1a14");
    birds(a, r, 560, 230, 4, 10, "#5a3a3a");
  } else if (v === 3) {
    // night over the lake
    const hy = 660;
    const m0 = a.mark();
    sky(a, [[0, "#070b22"], [0.6, "#16254f"], [1, "#3c4f7e"]], hy);
    milkyWay(a, 150, 80, 1350, 520, 120, r);
    stars(a, 320, hy - 60, r);
    moon(a, 1210, 170, 30, "#f7f2dc", 0.5);
    mountains(a, r, { peaks: autoPeaks(r, 6, 350, 440), base: hy, fill: "#2b3152", shade: "#101531", shadeO: 0.5, snow: { y: 400, fill: "#aab6d6", jag: 20 }, light: "r", seg: 10 });
    mountains(a, r, { peaks: [[100, 520], [480, 480], [870, 540], [1280, 500]], base: hy + 10, fill: "#2a2233", shade: "#140f1d", shadeO: 0.5, light: "r" });
    a.rect(0, hy, W, a.H - hy, "#0f1a3a");
    reflect(a, m0, hy, 0.5);
    glitter(a, r, 1210, hy + 4, a.H, "#f7f2dc", 70, 70, 0.6);
    ripples(a, r, hy + 4, a.H, "#7f93c9", 60, 0.2);
    a.path(smoothD([[-60, 870], [200, 850], [420, 880], [600, 940], [720, 1040]]) + "L-60 1040Z", "#1b1622");
    stupa(a, 260, 870, 160, "#c8cde0", "#1a1f38", "#b89246", "#5a2230", 0.55, "r");
    a.add(R(520, 700, 4, 220, "#0f0b12"));
    prayerFlags(a, r, [262, 722], [522, 702], 22, 14, 0.85, "#0f0b12", ["#1b2447", 0.45]);
  } else {
    // dawn, hill monastery above the Indus valley
    sky(a, [[0, "#5c6fa8"], [0.45, "#c99bb0"], [0.8, "#f6c7a4"], [1, "#fde2bf"]], 620);
    streaks(a, r, 8, 150, 380, "#fff0e0", 0.5);
    mountains(a, r, { peaks: autoPeaks(r, 7, 250, 330), base: 560, fill: "#caa1a4", shade: "#705a7c", shadeO: 0.35, snow: { y: 300, fill: "#fbe1de" }, seg: 10 });
    mist(a, 330, 560, "#f2cdb5", 0.55);
    mountains(a, r, { peaks: [[60, 420], [380, 400], [700, 450], [1100, 390], [1450, 430]], base: 640, fill: "#b7865f", shade: "#603a2d", shadeO: 0.45 });
    mist(a, 480, 660, "#efc39e", 0.35);
    // monastery hill
    a.path(smoothD([[520, 780], [620, 700], [700, 620], [760, 575], [820, 552], [880, 565], [950, 615], [1030, 690], [1160, 780]]) + "Z", "#9b6947");
    a.path(smoothD([[820, 552], [880, 565], [950, 615], [1030, 690], [1160, 780]]) + "L880 780L850 660Z", "#6d4530", op(0.5));
    const blocks: Block[] = [];
    for (let row = 0; row < 6; row++) {
      const y = 740 - row * 30;
      const half = 220 - row * 36;
      const n = 6 - Math.floor(row / 2);
      for (let i = 0; i < n; i++) {
        const x = 830 + lerp(-half, half, (i + 0.5) / n) + r.range(-10, 10);
        blocks.push({ x, y: y + r.range(-4, 4), w: r.range(34, 60), h: r.range(24, 38) });
      }
    }
    tibetanBlocks(a, r, blocks, "#f6eee3", "#7e2a2c", "#9a7c8c", "#3d2520", 0.35);
    tibetanBlocks(a, r, [{ x: 820, y: 560, w: 90, h: 60 }], "#b8393a", "#6a1e22", "#4d1b1f", "#2b1616", 0.3);
    a.add(ganjira(800, 500, 8, "#e1aa3c") + ganjira(842, 500, 8, "#e1aa3c"));
    // valley floor with poplars
    const valley = hills(a, r, 790, 12, "#7f8f3e", 1, 80);
    a.path(smoothD([[-60, 830], [300, 815], [700, 840], [1100, 820], [1560, 835]]) + "L1560 1040L-60 1040Z", "#5e7a34");
    poplars(a, r, [60, 110, 150, 210, 260, 1190, 1240, 1280, 1330, 1400, 1450], (x) => yOn(valley, x) + 40, [110, 170], "#c9a23a", "#ecc95a");
    poplars(a, r, [330, 380, 1050, 1110], (x) => yOn(valley, x) + 50, [80, 120], "#9fae3f", "#c4cf5c");
    a.path(smoothD([[-60, 930], [500, 900], [1000, 960], [1560, 930]]) + "L1560 1040L-60 1040Z", "#445d2a");
    a.path(riverD([[1560, 872], [1250, 880], [980, 905], [760, 950], [560, 1000], [420, 1060]], 10, 150), "#a7cbd8");
    a.path(riverD([[1560, 874], [1250, 882], [980, 907], [760, 952], [560, 1002], [420, 1062]], 3, 40), "#d8edf2", op(0.6));
  }
};

const SCENES: Record<string, Scene> = {
  ladakh,
};

/* ------------------------------------------------------------------------ */
/* Rendering                                                                 */
/* ------------------------------------------------------------------------ */

interface Job {
  key: string;
  widths: number[];
  aspect: number;
  build: () => Art;
}

const SCENE_W = 1500;
const SCENE_H = 1000;

function sceneJob(dest: string, v: number): Job {
  const key = `${dest}-${v}`;
  return {
    key,
    widths: [480, 960, 1600],
    aspect: 1.5,
    build: () => {
      const a = new Art(SCENE_W, SCENE_H, new Rng(key));
      (SCENES[dest] as Scene)(a, v);
      return a;
    },
  };
}

async function render(job: Job): Promise<{ key: string; files: { width: number; height: number; bytes: number }[] }> {
  const art = job.build();
  const files: { width: number; height: number; bytes: number }[] = [];
  for (const w of job.widths) {
    const h = Math.round(w / job.aspect);
    const svg = art.svg(w, h);
    const file = path.join(OUT_DIR, `${job.key}-${w}.webp`);
    const info = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 4 }).toFile(file);
    files.push({ width: w, height: h, bytes: info.size });
  }
  return { key: job.key, files };
}

async function pool<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) {
        const k = i++;
        out[k] = await fn(items[k] as T);
      }
    }),
  );
  return out;
}

async function main() {
  const t0 = Date.now();
  const filters = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  const jobs: Job[] = [];
  for (const dest of Object.keys(SCENES)) for (let v = 1; v <= 4; v++) jobs.push(sceneJob(dest, v));
  const selected = filters.length ? jobs.filter((j) => filters.some((q) => j.key.includes(q))) : jobs;
  const results = await pool(selected, 3, render);
  let total = 0;
  for (const r of results) {
    const sizes = r.files.map((x) => `${x.width}:${(x.bytes / 1024).toFixed(1)}K`).join(" ");
    total += r.files.reduce((s, x) => s + x.bytes, 0);
    console.log(`${r.key.padEnd(16)} ${sizes}`);
  }
  console.log(`rendered ${results.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  void readdir;
  void stat;
  void unlink;
  void writeFile;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
