/** Skies, terrain, water and vegetation shared by every scene. */
import type { Art, Rng } from "./core";
import {
  type Pt,
  type Stop,
  C,
  E,
  P,
  R,
  op,
  stroke,
  f,
  polyD,
  smoothD,
  quadAt,
  lerp,
  clamp,
  darken,
} from "./core";

/* ------------------------------------------------------------------------ */
/* Sky                                                                       */
/* ------------------------------------------------------------------------ */

export function sky(a: Art, stops: Stop[], y2 = a.H) {
  a.rect(0, 0, a.W, a.H, a.lin(stops, 0, y2));
}

export function glow(a: Art, x: number, y: number, r: number, color: string, o = 0.6, sy = 1) {
  a.add(
    E(
      x,
      y,
      r,
      r * sy,
      a.rad(
        [
          [0, color, o],
          [0.35, color, o * 0.45],
          [1, color, 0],
        ],
        x,
        y,
        r,
        sy,
      ),
    ),
  );
}

export function sun(
  a: Art,
  x: number,
  y: number,
  r: number,
  color: string,
  glowColor: string,
  glowR = r * 6,
  glowO = 0.55,
) {
  glow(a, x, y, glowR, glowColor, glowO);
  a.add(C(x, y, r * 1.35, color, op(0.25)), C(x, y, r, color));
}

export function moon(a: Art, x: number, y: number, r: number, color = "#f4f1e1", phase = 0.55, glowO = 0.25) {
  glow(a, x, y, r * 7, color, glowO);
  if (phase >= 1) {
    a.add(C(x, y, r, color));
  } else {
    const m = a.mask(
      `<rect width="${a.W}" height="${a.H}" fill="#fff"/>` +
        C(x + r * phase * 1.1, y - r * 0.25, r * 0.95, "#000"),
    );
    a.add(`<g mask="${m}">${C(x, y, r, color)}</g>`);
  }
}

export function stars(a: Art, n: number, yMax: number, rng: Rng, color = "#ffffff", xMin = 0, xMax = a.W) {
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
      s += P(
        `M${f(x - L)} ${f(y)}L${f(x + L)} ${f(y)}M${f(x)} ${f(y - L)}L${f(x)} ${f(y + L)}`,
        "none",
        stroke(color, 0.6) + op(o * 0.6),
      );
    }
  }
  a.add(s);
}

/** diagonal band of faint light + dense star dust */
export function milkyWay(
  a: Art,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  rng: Rng,
  tint = "#cfd8ff",
) {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const g = a.radBox([
    [0, tint, 0.22],
    [0.5, tint, 0.1],
    [1, tint, 0],
  ]);
  const g2 = a.radBox([
    [0, "#ffe4c4", 0.16],
    [1, "#ffe4c4", 0],
  ]);
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
export function cloud(
  a: Art,
  x: number,
  y: number,
  w: number,
  fill: string,
  shade: string,
  o = 1,
  rng = a.r,
) {
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
export function streak(a: Art, x: number, y: number, w: number, h: number, fill: string, o = 0.6) {
  a.add(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${fill}"${op(o)}/>`,
  );
}

export function streaks(
  a: Art,
  rng: Rng,
  n: number,
  y0: number,
  y1: number,
  fill: string,
  o = 0.5,
  hMax = 10,
) {
  for (let i = 0; i < n; i++) {
    const w = rng.range(120, 420);
    const x = rng.range(-100, a.W);
    const y = rng.range(y0, y1);
    streak(a, x, y, w, rng.range(3, hMax), fill, o * rng.range(0.5, 1));
  }
}

export function birds(a: Art, rng: Rng, x: number, y: number, n: number, size: number, color: string) {
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
export function mist(
  a: Art,
  y0: number,
  y1: number,
  color: string,
  o = 0.6,
  mode: "down" | "band" | "up" = "down",
) {
  if (mode === "down") {
    // keeps full strength below y1 so later layers can sit anywhere below it without a seam
    a.rect(
      -10,
      y0,
      a.W + 20,
      a.H + 10 - y0,
      a.lin(
        [
          [0, color, 0],
          [1, color, o],
        ],
        y0,
        y1,
      ),
    );
    return;
  }
  const stops: Stop[] =
    mode === "up"
      ? [
          [0, color, o],
          [1, color, 0],
        ]
      : [
          [0, color, 0],
          [0.5, color, o],
          [1, color, 0],
        ];
  a.rect(-10, y0, a.W + 20, y1 - y0, a.lin(stops, y0, y1));
}

/* ------------------------------------------------------------------------ */
/* Terrain                                                                   */
/* ------------------------------------------------------------------------ */

export interface RangeOpts {
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

export interface Ridge {
  pts: Pt[];
  d: string;
  peakIdx: number[];
  ctrlIdx: number[];
}

export function displace(rng: Rng, a: Pt, b: Pt, rough: number, seg: number, out: Pt[]) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len < seg) return;
  const m: Pt = [
    (a[0] + b[0]) / 2 + rng.range(-0.08, 0.08) * len,
    (a[1] + b[1]) / 2 + rng.range(-1, 1) * len * rough,
  ];
  displace(rng, a, m, rough, seg, out);
  out.push(m);
  displace(rng, m, b, rough, seg, out);
}

export function ridge(
  a: Art,
  rng: Rng,
  peaks: Pt[],
  base: number,
  rough = 0.16,
  seg = 14,
  valley: [number, number] = [0.25, 0.6],
  bottom = a.H + 20,
): Ridge {
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
      ctrl.push({
        p: [lerp(p[0], q[0], rng.range(0.38, 0.62)), hi + (base - hi) * rng.range(valley[0], valley[1])],
        peak: false,
      });
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
export function innerRidge(rng: Rng, p: Pt, foot: Pt, n = 7): Pt[] {
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
export function mountains(a: Art, rng: Rng, o: RangeOpts): Ridge {
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
export function autoPeaks(rng: Rng, n: number, yMin: number, yMax: number, x0 = -40, x1 = 1540): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    out.push([lerp(x0, x1, t) + rng.range(-0.3, 0.3) * ((x1 - x0) / n), rng.range(yMin, yMax)]);
  }
  return out;
}

/** smooth rolling hills */
export function hillLine(
  a: Art,
  rng: Rng,
  base: number,
  amp: number,
  waves = 3,
  step = 60,
  x0 = -60,
  x1 = a.W + 60,
): Pt[] {
  const ph = [rng.range(0, 6.28), rng.range(0, 6.28), rng.range(0, 6.28)];
  const out: Pt[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    const t = (x - x0) / (x1 - x0);
    const y =
      base -
      amp *
        (0.55 * Math.sin(t * Math.PI * waves + (ph[0] as number)) +
          0.3 * Math.sin(t * Math.PI * waves * 2.3 + (ph[1] as number)) +
          0.15 * Math.sin(t * Math.PI * waves * 5.1 + (ph[2] as number)));
    out.push([x, y]);
  }
  return out;
}

export function hillD(a: Art, line: Pt[], bottom = a.H + 20): string {
  const first = line[0] as Pt;
  const last = line[line.length - 1] as Pt;
  return smoothD(line) + `L${f(last[0])} ${f(bottom)}L${f(first[0])} ${f(bottom)}Z`;
}

export function hills(a: Art, rng: Rng, base: number, amp: number, fill: string, waves = 3, step = 60): Pt[] {
  const line = hillLine(a, rng, base, amp, waves, step);
  a.path(hillD(a, line), fill);
  return line;
}

export function yOn(line: Pt[], x: number): number {
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
export function reflect(a: Art, m: number, y: number, o = 0.45, yEnd = a.H) {
  const content = a.since(m);
  const cl = a.clip(R(0, y, a.W, yEnd - y, "#000"));
  a.add(`<g clip-path="${cl}"><g transform="matrix(1 0 0 -1 0 ${f(2 * y)})"${op(o)}>${content}</g></g>`);
}

export function ripples(
  a: Art,
  rng: Rng,
  y0: number,
  y1: number,
  color: string,
  n: number,
  o = 0.35,
  x0 = 0,
  x1 = a.W,
) {
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
export function glitter(
  a: Art,
  rng: Rng,
  x: number,
  y0: number,
  y1: number,
  color: string,
  spread = 60,
  n = 60,
  o = 0.8,
) {
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
export function riverD(center: Pt[], w0: number, w1: number): string {
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

export function pineD(
  rng: Rng,
  x: number,
  yb: number,
  h: number,
  wf = 0.24,
  snow = false,
): { tree: string; snow: string } {
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

export interface ForestOpts {
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

export function forest(a: Art, rng: Rng, o: ForestOpts) {
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

export function poplarD(x: number, yb: number, h: number, wf = 0.12): string {
  const w = h * wf;
  const top = yb - h;
  return (
    `M${f(x)} ${f(top)}C${f(x + w * 0.9)} ${f(top + h * 0.25)} ${f(x + w * 1.15)} ${f(yb - h * 0.32)} ${f(x + w * 0.2)} ${f(yb - h * 0.1)}` +
    `L${f(x + h * 0.012)} ${f(yb)}L${f(x - h * 0.012)} ${f(yb)}L${f(x - w * 0.2)} ${f(yb - h * 0.1)}` +
    `C${f(x - w * 1.15)} ${f(yb - h * 0.32)} ${f(x - w * 0.9)} ${f(top + h * 0.25)} ${f(x)} ${f(top)}Z`
  );
}

export function poplars(
  a: Art,
  rng: Rng,
  xs: number[],
  y: (x: number) => number,
  h: [number, number],
  fill: string,
  lit?: string,
) {
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
export function roundTree(
  a: Art,
  rng: Rng,
  x: number,
  yb: number,
  r: number,
  dark: string,
  mid: string,
  lightC: string,
  trunk: string,
) {
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
export function palm(
  a: Art,
  rng: Rng,
  x: number,
  yb: number,
  h: number,
  lean: number,
  fill: string,
  frondFill = fill,
  trunkLight?: string,
) {
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
      const tipA: Pt = [p[0] + nx * ll + (dx / ln) * ll * 0.5, p[1] + ny * ll + ll * 0.45];
      const tipB: Pt = [p[0] - nx * ll + (dx / ln) * ll * 0.5, p[1] - ny * ll + ll * 0.45];
      sideA.push([p[0] + nx * w, p[1] + ny * w], tipA);
      sideB.push([p[0] - nx * w, p[1] - ny * w], tipB);
    }
    d += polyD([p0, ...sideA, p2, ...sideB.reverse()]);
  }
  s += P(d, frondFill);
  s +=
    C(top[0] - h * 0.02, top[1] + h * 0.03, h * 0.022, darken(frondFill, 0.2)) +
    C(top[0] + h * 0.022, top[1] + h * 0.035, h * 0.02, darken(frondFill, 0.25));
  a.add(s);
}

/** rounded bush / tree-line blob row */
export function bushes(
  a: Art,
  rng: Rng,
  x0: number,
  x1: number,
  y: (x: number) => number,
  rMin: number,
  rMax: number,
  fill: string,
  step = 0.8,
) {
  let s = "";
  let x = x0;
  while (x < x1) {
    const r = rng.range(rMin, rMax);
    s += C(x, y(x) - r * 0.4, r, "");
    x += r * step;
  }
  a.add(`<g fill="${fill}">${s.replace(/ fill=""/g, "")}</g>`);
}

export function waterfall(
  a: Art,
  rng: Rng,
  x: number,
  yTop: number,
  yBot: number,
  w: number,
  color = "#f2fbfb",
  shadow = "#9cc7c9",
  mistO = 0.7,
) {
  let s = "";
  const n = Math.max(3, Math.round(w / 8));
  s += P(
    polyD([
      [x - w / 2, yTop],
      [x + w / 2, yTop],
      [x + w * 0.62, yBot],
      [x - w * 0.62, yBot],
    ]),
    shadow,
    op(0.6),
  );
  for (let i = 0; i < n; i++) {
    const sx = x + rng.range(-0.5, 0.5) * w;
    const sw = rng.range(0.12, 0.35) * w;
    const drift = (sx - x) * 0.25;
    const y0 = yTop + rng.range(0, 0.15) * (yBot - yTop);
    s += P(
      polyD([
        [sx - sw / 2, y0],
        [sx + sw / 2, y0],
        [sx + drift + sw * 0.7, yBot],
        [sx + drift - sw * 0.7, yBot],
      ]),
      color,
      op(rng.range(0.45, 0.95)),
    );
  }
  s += E(x, yTop + 2, w * 0.55, Math.max(2, w * 0.08), color, op(0.9));
  a.add(s);
  if (mistO > 0) {
    const g = a.radBox([
      [0, "#ffffff", mistO],
      [1, "#ffffff", 0],
    ]);
    a.add(
      E(x, yBot, w * 2.2, w * 0.8, g),
      E(x - w * 0.8, yBot - w * 0.2, w * 1.3, w * 0.6, g),
      E(x + w * 0.9, yBot - w * 0.1, w * 1.2, w * 0.5, g),
    );
  }
}

export function rain(a: Art, rng: Rng, n: number, color = "#dfe9ee", o = 0.25, y0 = 0, y1 = a.H) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = rng.range(-50, a.W + 50);
    const y = rng.range(y0, y1);
    const L = rng.range(18, 40);
    d += `M${f(x)} ${f(y)}l${f(-L * 0.2)} ${f(L)}`;
  }
  a.add(P(d, "none", stroke(color, 1.3) + op(o)));
}

/** rows that follow the contour of a hill (tea gardens, rice terraces), clipped to that hill */
export function contourRows(
  a: Art,
  line: Pt[],
  hillPath: string,
  n: number,
  gap0: number,
  growth: number,
  color: string,
  width: number,
  o = 0.5,
  wave = 0,
) {
  const cl = a.clip(`<path d="${hillPath}"/>`);
  let d = "";
  let off = gap0;
  let gap = gap0;
  for (let k = 0; k < n; k++) {
    const pts = line.map(([x, y], i) => [x, y + off + Math.sin(i * 0.9 + k) * wave] as Pt);
    d += smoothD(pts);
    gap *= growth;
    off += gap;
  }
  a.add(`<g clip-path="${cl}">${P(d, "none", stroke(color, width) + op(o))}</g>`);
}
