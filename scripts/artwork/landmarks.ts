/** Landmarks and props for the second batch of destinations (Spiti to Thailand). */
import type { Art, Rng } from "./core";
import { type Pt, C, E, P, R, op, stroke, f, polyD, smoothD, quadAt, lerp, darken, lighten } from "./core";
import { bushes } from "./nature";
import { ganjira, prayerFlags } from "./structures";

type Side = "l" | "r";

/* ------------------------------------------------------------------------ */
/* Rock & trees                                                              */
/* ------------------------------------------------------------------------ */

export interface KarstColors {
  rock: string;
  shade: string;
  green: string;
  greenDark?: string;
}

/**
 * Limestone tower (Phang Nga / Krabi style): bulging sides, rounded crown,
 * vertical weathering streaks and jungle clinging to the top and ledges.
 */
export function karst(
  a: Art,
  rng: Rng,
  x: number,
  yb: number,
  w: number,
  h: number,
  c: KarstColors,
  light: Side = "l",
) {
  const top = yb - h;
  const n = 6;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const narrow = 1 - 0.3 * t * t;
    const bulge = Math.sin(t * Math.PI) * w * 0.07;
    const y = lerp(yb, top + h * 0.14, t);
    left.push([x - (w / 2) * narrow - bulge * rng.range(0.4, 1.4) + rng.range(-1, 1) * w * 0.025, y]);
    right.push([x + (w / 2) * narrow + bulge * rng.range(0.4, 1.4) + rng.range(-1, 1) * w * 0.025, y]);
  }
  // the sea eats a notch into the foot of the tower
  (left[0] as Pt)[0] += w * 0.06;
  (right[0] as Pt)[0] -= w * 0.06;
  const crown: Pt[] = [
    [x - w * 0.26, top + h * rng.range(0.02, 0.06)],
    [x + rng.range(-0.08, 0.08) * w, top],
    [x + w * 0.26, top + h * rng.range(0.02, 0.07)],
  ];
  const outline = [...left, ...crown, ...right.reverse()];
  const d = smoothD(outline) + "Z";
  const cl = a.clip(`<path d="${d}"/>`);
  let inner = "";
  const sx = light === "l" ? x + w * 0.08 : x - w * 0.9;
  inner += R(sx, top - 10, w * 0.82, h + 20, c.shade, op(0.4));
  let streaks = "";
  for (let i = 0; i < Math.round(w / 14); i++) {
    const lx = x + rng.range(-0.5, 0.5) * w;
    const ly = top + rng.range(0.1, 0.5) * h;
    streaks += `M${f(lx)} ${f(ly)}l${f(rng.range(-4, 4))} ${f(rng.range(0.15, 0.5) * h)}`;
  }
  inner += P(streaks, "none", stroke(darken(c.rock, 0.3), Math.max(1.5, w * 0.012)) + op(0.35));
  // jungle patches on ledges
  let g = "";
  for (let i = 0; i < Math.round(w / 22); i++) {
    const gx = x + rng.range(-0.55, 0.55) * w;
    const gy = top + Math.pow(rng.next(), 2) * h * 0.6;
    g += E(gx, gy, rng.range(0.06, 0.14) * w, rng.range(0.012, 0.028) * w, "");
  }
  inner += `<g fill="${c.greenDark ?? darken(c.green, 0.1)}"${op(0.8)}>${g.replace(/ fill=""/g, "")}</g>`;
  inner += R(x - w, yb - h * 0.04, w * 2, h * 0.06, darken(c.rock, 0.45), op(0.55));
  a.path(d, c.rock);
  a.add(`<g clip-path="${cl}">${inner}</g>`);
  // canopy crowning the tower, a little outside the rock line
  const crownY = (cx: number) => {
    const t = Math.min(1, Math.abs(cx - x) / (w * 0.45));
    return top + h * 0.02 + t * t * h * 0.14;
  };
  bushes(a, rng, x - w * 0.38, x + w * 0.38, crownY, w * 0.04, w * 0.08, c.green, 0.7);
}

export interface TreeColors {
  trunk: string;
  dark: string;
  mid: string;
  light: string;
}

/** broad dome-shaped tree (chinar, walnut, apple): trunk, a few limbs and a clustered crown */
export function broadTree(a: Art, rng: Rng, x: number, yb: number, w: number, h: number, c: TreeColors) {
  const tw = w * 0.045;
  const fork = yb - h * 0.42;
  let trunk = `M${f(x - tw)} ${f(yb)}Q${f(x - tw * 0.6)} ${f(fork + h * 0.1)} ${f(x - w * 0.22)} ${f(fork - h * 0.2)}`;
  trunk += `L${f(x - w * 0.19)} ${f(fork - h * 0.22)}Q${f(x - tw * 0.2)} ${f(fork)} ${f(x)} ${f(fork - h * 0.3)}`;
  trunk += `L${f(x + tw * 0.5)} ${f(fork - h * 0.3)}Q${f(x + tw * 0.6)} ${f(fork)} ${f(x + w * 0.24)} ${f(fork - h * 0.18)}`;
  trunk += `L${f(x + w * 0.25)} ${f(fork - h * 0.15)}Q${f(x + tw * 0.7)} ${f(fork + h * 0.1)} ${f(x + tw)} ${f(yb)}Z`;
  const cy = yb - h * 0.66;
  const rx = w / 2;
  const ry = h * 0.34;
  let dk = "";
  let md = "";
  let lt = "";
  const n = Math.max(14, Math.round(w / 18));
  for (let i = 0; i < n; i++) {
    const ang = rng.range(Math.PI * 0.95, Math.PI * 2.05);
    const dist = Math.sqrt(rng.next()) * 0.78;
    const bx = x + Math.cos(ang) * rx * dist;
    const by = cy + Math.sin(ang) * ry * dist + ry * 0.25;
    const rr = w * rng.range(0.1, 0.16);
    dk += C(bx, by, rr, "");
    md += C(bx - rr * 0.2, by - rr * 0.25, rr * 0.78, "");
    if (bx < x + rx * 0.3 && by < cy + ry * 0.3) lt += C(bx - rr * 0.35, by - rr * 0.4, rr * 0.42, "");
  }
  const strip = (s: string) => s.replace(/ fill=""/g, "");
  a.add(
    P(trunk, c.trunk),
    `<g fill="${c.dark}">${strip(dk)}</g>`,
    `<g fill="${c.mid}">${strip(md)}</g>`,
    `<g fill="${c.light}"${op(0.85)}>${strip(lt)}</g>`,
  );
}

/** drifting leaves / petals */
export function confetti(
  a: Art,
  rng: Rng,
  n: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  colors: string[],
  size = 6,
) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const rot = rng.range(0, 180);
    s += E(
      x,
      y,
      size * rng.range(0.6, 1.2),
      size * 0.45,
      rng.pick(colors),
      ` transform="rotate(${f(rot)} ${f(x)} ${f(y)})"`,
    );
  }
  a.add(s);
}

/* ------------------------------------------------------------------------ */
/* Himalayan buildings                                                       */
/* ------------------------------------------------------------------------ */

export interface HouseColors {
  stone: string;
  wood: string;
  roof: string;
  win: string;
  lit?: string;
  snow?: string;
}

/**
 * Kath-kuni house of the Kullu valley in 3/4 view: stone walls laced with timber,
 * a wooden balcony floor and a slate gable roof (optionally under snow).
 */
export function woodHouse(
  a: Art,
  rng: Rng,
  x: number,
  yb: number,
  w: number,
  h: number,
  c: HouseColors,
  side: Side = "r",
) {
  const s = side === "r" ? 1 : -1;
  const d = w * 0.55;
  const k = d * 0.3;
  const wallH = h * 0.62;
  const top = yb - wallH;
  const rh = h * 0.38;
  const over = w * 0.1;
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const xe = s > 0 ? x1 : x0;
  const front = polyD([
    [x0, yb],
    [x1, yb],
    [x1, top],
    [x0, top],
  ]);
  const sideWall = polyD([
    [xe, yb],
    [xe + s * d, yb - k],
    [xe + s * d, top - k],
    [xe, top],
  ]);
  let out = P(front, c.stone) + P(sideWall, darken(c.stone, 0.22));
  // timber courses
  let beams = "";
  const courses = 5;
  for (let i = 1; i <= courses; i++) {
    const y = yb - (wallH * 0.62 * i) / courses;
    beams += polyD([
      [x0, y],
      [x1, y],
      [x1, y - h * 0.025],
      [x0, y - h * 0.025],
    ]);
    beams += polyD([
      [xe, y],
      [xe + s * d, y - k],
      [xe + s * d, y - k - h * 0.025],
      [xe, y - h * 0.025],
    ]);
  }
  out += P(beams, c.wood);
  // wooden upper storey with balcony slats
  const by = yb - wallH * 0.62;
  out += P(
    polyD([
      [x0 - 4, by],
      [x1 + 4, by],
      [x1 + 4, top],
      [x0 - 4, top],
    ]),
    c.wood,
  );
  out += P(
    polyD([
      [xe, by],
      [xe + s * d, by - k],
      [xe + s * d, top - k],
      [xe, top],
    ]),
    darken(c.wood, 0.25),
  );
  let slats = "";
  const rail = by - (by - top) * 0.45;
  for (let sx = x0; sx <= x1; sx += w / 14) slats += `M${f(sx)} ${f(by)}L${f(sx)} ${f(rail)}`;
  slats += `M${f(x0 - 4)} ${f(rail)}L${f(x1 + 4)} ${f(rail)}`;
  out += P(slats, "none", stroke(darken(c.wood, 0.35), Math.max(1, w * 0.012)));
  // windows
  const ww = w * 0.14;
  const wh = (by - top) * 0.35;
  let wins = "";
  let lit = "";
  for (const t of [0.22, 0.5, 0.78]) {
    const wx = lerp(x0, x1, t) - ww / 2;
    const isLit = c.lit && rng.chance(0.6);
    const rect = polyD([
      [wx, top + (by - top) * 0.1],
      [wx + ww, top + (by - top) * 0.1],
      [wx + ww, top + (by - top) * 0.1 + wh],
      [wx, top + (by - top) * 0.1 + wh],
    ]);
    if (isLit) lit += rect;
    else wins += rect;
  }
  const doorW = w * 0.16;
  wins += polyD([
    [x - doorW / 2, yb],
    [x + doorW / 2, yb],
    [x + doorW / 2, yb - wallH * 0.34],
    [x - doorW / 2, yb - wallH * 0.34],
  ]);
  out += P(wins, c.win);
  if (lit && c.lit) out += P(lit, c.lit);
  // gable and roof
  const apex: Pt = [x, top - rh];
  const gable = polyD([[x0, top], [x1, top], apex]);
  out += P(gable, darken(c.wood, 0.1));
  const roofSide = polyD([
    apex,
    [apex[0] + s * d, apex[1] - k],
    [xe + s * (d + over), top - k + over * 0.4],
    [xe + s * over, top + over * 0.4],
  ]);
  out += P(roofSide, c.roof);
  let slate = "";
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const p = [lerp(apex[0], xe + s * over, t), lerp(apex[1], top + over * 0.4, t)];
    slate += `M${f(p[0] as number)} ${f(p[1] as number)}l${f(s * d)} ${f(-k)}`;
  }
  out += P(slate, "none", stroke(darken(c.roof, 0.25), Math.max(1, w * 0.01)) + op(0.6));
  const other = s > 0 ? x0 : x1;
  out += P(
    `M${f(other - s * over)} ${f(top + over * 0.4)}L${f(apex[0])} ${f(apex[1])}L${f(xe + s * over)} ${f(top + over * 0.4)}`,
    "none",
    stroke(darken(c.roof, 0.3), Math.max(2, w * 0.04)),
  );
  if (c.snow) {
    const sn = polyD([
      apex,
      [apex[0] + s * d, apex[1] - k],
      [lerp(apex[0] + s * d, xe + s * (d + over), 0.55), lerp(apex[1] - k, top - k + over * 0.4, 0.55)],
      [lerp(apex[0], xe + s * over, 0.62), lerp(apex[1], top + over * 0.4, 0.62) + 4],
      [lerp(apex[0], xe + s * over, 0.4), lerp(apex[1], top + over * 0.4, 0.4) - 2],
    ]);
    out += P(sn, c.snow);
    out += P(
      `M${f(other - s * over)} ${f(top + over * 0.4)}L${f(apex[0])} ${f(apex[1])}`,
      "none",
      stroke(c.snow, Math.max(3, w * 0.05)),
    );
  }
  a.add(out);
}

export interface MonkColors {
  wall: string;
  band: string;
  shade: string;
  win: string;
  roof: string;
  lit?: string;
}

/**
 * Whitewashed gompa stacked over a conical hill (Key, Dhankar): tiers of boxy
 * buildings that follow the slope, topped by the red-walled main temple.
 */
export function hillGompa(
  a: Art,
  rng: Rng,
  cx: number,
  peakY: number,
  baseY: number,
  halfW: number,
  hill: string,
  hillShade: string,
  c: MonkColors,
  light: Side = "l",
) {
  const hillD =
    smoothD([
      [cx - halfW * 1.4, baseY + 40],
      [cx - halfW * 0.9, baseY - (baseY - peakY) * 0.28],
      [cx - halfW * 0.35, peakY + 30],
      [cx, peakY],
      [cx + halfW * 0.35, peakY + 28],
      [cx + halfW * 0.95, baseY - (baseY - peakY) * 0.3],
      [cx + halfW * 1.45, baseY + 40],
    ]) + "Z";
  a.path(hillD, hill);
  const cl = a.clip(`<path d="${hillD}"/>`);
  const sx = light === "l" ? cx + 10 : cx - halfW * 2;
  let gullies = "";
  for (let i = 0; i < 14; i++) {
    const gx = cx + rng.range(-1.2, 1.2) * halfW;
    const gy = peakY + (baseY - peakY) * rng.range(0.68, 0.8);
    gullies += `M${f(gx)} ${f(gy)}l${f((gx - cx) * 0.12)} ${f(rng.range(40, 110))}`;
  }
  a.add(
    `<g clip-path="${cl}">${R(sx, peakY - 20, halfW * 2, baseY - peakY + 100, hillShade, op(0.45))}${P(gullies, "none", stroke(hillShade, 4) + op(0.3))}</g>`,
  );
  // terraces of buildings following the slope, drawn back (top) to front
  const rows = 6;
  const rowH = ((baseY - peakY) * 0.6) / rows;
  let out = "";
  for (let row = 0; row < rows; row++) {
    const y = peakY + 38 + row * rowH;
    const half = halfW * (0.18 + (row / rows) * 0.62);
    let x = cx - half;
    while (x < cx + half) {
      const w = rng.range(0.1, 0.2) * halfW;
      const hh = rowH * rng.range(1.1, 1.6);
      out += gompaBlock(rng, x + w / 2, y + rng.range(-3, 3), w, hh, c, light);
      x += w * rng.range(0.8, 1.05);
    }
  }
  // main temple on the crown
  const tw = halfW * 0.42;
  out += gompaBlock(
    rng,
    cx,
    peakY + 48,
    tw,
    rowH * 2.4,
    { ...c, wall: c.band, win: darken(c.band, 0.5), band: darken(c.band, 0.35), lit: undefined },
    light,
  );
  out += gompaBlock(rng, cx - tw * 0.55, peakY + 52, tw * 0.45, rowH * 1.6, c, light);
  out +=
    ganjira(cx - tw * 0.2, peakY + 48 - rowH * 2.4, tw * 0.06, c.roof) +
    ganjira(cx + tw * 0.2, peakY + 48 - rowH * 2.4, tw * 0.06, c.roof);
  a.add(out);
}

function gompaBlock(
  rng: Rng,
  x: number,
  yb: number,
  w: number,
  h: number,
  c: MonkColors,
  light: Side,
): string {
  const top = yb - h;
  const taper = h * 0.05;
  let s = P(
    polyD([
      [x - w / 2, yb],
      [x + w / 2, yb],
      [x + w / 2 - taper, top],
      [x - w / 2 + taper, top],
    ]),
    c.wall,
  );
  const sx0 = light === "l" ? x + w * 0.28 : x - w / 2;
  s += P(
    polyD([
      [sx0, yb],
      [sx0 + w * 0.22, yb],
      [sx0 + w * 0.22 - (light === "l" ? taper : 0), top],
      [sx0 + (light === "l" ? 0 : taper), top],
    ]),
    c.shade,
    op(0.35),
  );
  s += R(x - w / 2 + taper - 1, top, w - 2 * taper + 2, Math.max(2, h * 0.12), c.band);
  const ww = Math.max(2.5, w * 0.09);
  const cols = Math.max(1, Math.floor(w / (ww * 3)));
  let wins = "";
  let lit = "";
  for (let i = 0; i < cols; i++) {
    if (rng.chance(0.35)) continue;
    const wx = x - w / 2 + taper + ((i + 0.5) * (w - 2 * taper)) / cols;
    const wy = top + h * 0.3;
    const r = polyD([
      [wx - ww / 2 - 1, wy + ww * 1.5],
      [wx + ww / 2 + 1, wy + ww * 1.5],
      [wx + ww / 2, wy],
      [wx - ww / 2, wy],
    ]);
    if (c.lit && rng.chance(0.4)) lit += r;
    else wins += r;
  }
  if (wins) s += P(wins, c.win);
  if (lit && c.lit) s += P(lit, c.lit);
  return s;
}

/** flat-roofed Spiti / Ladakh village house with firewood stacked on the roof edge */
export function mudHouse(
  rng: Rng,
  x: number,
  yb: number,
  w: number,
  h: number,
  wall: string,
  shade: string,
  trim: string,
  win: string,
  wood: string,
  lit?: string,
): string {
  const top = yb - h;
  let s = R(x - w / 2, top, w, h, wall);
  s += R(x + w * 0.2, top, w * 0.3, h, shade, op(0.35));
  s += R(x - w / 2 - 2, top - h * 0.06, w + 4, h * 0.08, trim);
  // firewood / fodder piled on the parapet
  let pile = "";
  for (let px = x - w / 2; px < x + w / 2 - 6; px += rng.range(6, 12))
    pile += R(px, top - h * 0.06 - rng.range(3, 9), rng.range(5, 11), 10, "");
  s += `<g fill="${wood}">${pile.replace(/ fill=""/g, "")}</g>`;
  const n = Math.max(1, Math.floor(w / 26));
  for (let i = 0; i < n; i++) {
    const wx = x - w / 2 + ((i + 0.5) * w) / n;
    const wy = top + h * 0.3;
    const ww = Math.min(10, w * 0.12);
    s += R(wx - ww / 2 - 2, wy - 2, ww + 4, ww * 1.4 + 4, trim);
    s += R(wx - ww / 2, wy, ww, ww * 1.4, lit && rng.chance(0.6) ? lit : win);
  }
  return s;
}

export interface DzongColors {
  wall: string;
  band: string;
  roof: string;
  roofEdge: string;
  win: string;
  shade: string;
  gold: string;
  lit?: string;
}

/** shallow Bhutanese roof floating on a dark gap above the walls */
function bhutanRoof(x: number, y: number, w: number, h: number, fill: string, edge: string): string {
  const o = w * 0.08;
  return (
    R(x - w / 2, y - h * 0.35, w, h * 0.35, darken(edge, 0.4)) +
    P(
      polyD([
        [x - w / 2 - o, y - h * 0.3],
        [x + w / 2 + o, y - h * 0.3],
        [x + w * 0.36, y - h * 1.2],
        [x - w * 0.36, y - h * 1.2],
      ]),
      fill,
    ) +
    P(
      `M${f(x - w / 2 - o)} ${f(y - h * 0.3)}L${f(x + w / 2 + o)} ${f(y - h * 0.3)}`,
      "none",
      stroke(edge, Math.max(1.5, h * 0.22)),
    )
  );
}

function dzongBlock(
  rng: Rng,
  x: number,
  yb: number,
  w: number,
  h: number,
  c: DzongColors,
  light: Side,
  winRows = 2,
): string {
  const top = yb - h;
  const taper = h * 0.06;
  let s = P(
    polyD([
      [x - w / 2, yb],
      [x + w / 2, yb],
      [x + w / 2 - taper, top],
      [x - w / 2 + taper, top],
    ]),
    c.wall,
  );
  const sx = light === "l" ? x + w * 0.22 : x - w / 2;
  s += R(sx, top, w * 0.28, h, c.shade, op(0.3));
  const bh = Math.max(3, h * 0.13);
  s += R(x - w / 2 + taper, top, w - 2 * taper, bh, c.band);
  let wins = "";
  let lit = "";
  const ww = Math.max(3, Math.min(9, w * 0.05));
  const cols = Math.max(1, Math.floor((w - 2 * taper) / (ww * 2.6)));
  for (let r = 0; r < winRows; r++) {
    const wy = top + bh + 4 + r * ww * 2.2;
    for (let i = 0; i < cols; i++) {
      const wx = x - w / 2 + taper + ((i + 0.5) * (w - 2 * taper)) / cols;
      const d = polyD([
        [wx - ww / 2, wy],
        [wx + ww / 2, wy],
        [wx + ww / 2, wy + ww * 1.3],
        [wx - ww / 2, wy + ww * 1.3],
      ]);
      if (c.lit && rng.chance(0.45)) lit += d;
      else wins += d;
    }
  }
  if (wins) s += P(wins, c.win);
  if (lit && c.lit) s += P(lit, c.lit);
  return s;
}

/** Bhutanese dzong: long fortress wings around a tall central tower (utse) */
export function dzong(
  a: Art,
  rng: Rng,
  cx: number,
  yb: number,
  s: number,
  c: DzongColors,
  light: Side = "l",
) {
  let out = "";
  const wings: [number, number, number, number][] = [
    [-250, 12, 200, 90],
    [250, 8, 210, 96],
    [-120, 4, 140, 120],
    [130, 2, 150, 116],
  ];
  for (const [dx, dy, w, h] of wings) {
    out += dzongBlock(rng, cx + dx * s, yb + dy * s, w * s, h * s, c, light);
    out += bhutanRoof(cx + dx * s, yb + dy * s - h * s, w * s, 18 * s, c.roof, c.roofEdge);
  }
  // the utse
  out += dzongBlock(rng, cx, yb, 120 * s, 190 * s, c, light, 3);
  out += bhutanRoof(cx, yb - 190 * s, 124 * s, 20 * s, c.roof, c.roofEdge);
  out +=
    R(cx - 40 * s, yb - 232 * s, 80 * s, 26 * s, c.wall) +
    R(cx - 40 * s, yb - 232 * s, 80 * s, 7 * s, c.band);
  out += bhutanRoof(cx, yb - 232 * s, 86 * s, 18 * s, c.gold, darken(c.gold, 0.35));
  out += ganjira(cx, yb - 252 * s, 8 * s, c.gold);
  a.add(out);
}

/** Paro Taktsang: a handful of temples clinging to ledges of a sheer cliff */
export function tigersNest(
  a: Art,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  c: DzongColors,
  light: Side = "l",
) {
  const parts: [number, number, number, number, boolean][] = [
    [-70, 40, 60, 44, false],
    [-20, 10, 70, 62, true],
    [40, 30, 54, 40, false],
    [72, -8, 44, 50, true],
    [-52, -20, 40, 36, false],
  ];
  let out = "";
  for (const [dx, dy, w, h, gold] of parts) {
    const bx = x + dx * s;
    const by = y + dy * s;
    out += dzongBlock(rng, bx, by, w * s, h * s, c, light, 1);
    out += bhutanRoof(
      bx,
      by - h * s,
      w * s,
      11 * s,
      gold ? c.gold : c.roof,
      gold ? darken(c.gold, 0.35) : c.roofEdge,
    );
    if (gold) out += ganjira(bx, by - h * s - 12 * s, 3.5 * s, c.gold);
  }
  a.add(out);
}

/* ------------------------------------------------------------------------ */
/* Nepal                                                                     */
/* ------------------------------------------------------------------------ */

/** Boudhanath-style stupa with the painted eyes; returns the spire tip for flag lines */
export function eyeStupa(
  a: Art,
  cx: number,
  yb: number,
  s: number,
  c: { white: string; shade: string; gold: string; ink: string; saffron: string },
): Pt {
  let out = "";
  const tiers: [number, number][] = [
    [980, 26],
    [840, 26],
    [700, 26],
  ];
  let y = yb;
  for (const [w, h] of tiers) {
    out += R(cx - (w * s) / 2, y - h * s, w * s, h * s, c.white);
    out += R(cx - (w * s) / 2, y - 5 * s, w * s, 5 * s, c.shade, op(0.45));
    y -= h * s;
  }
  // dome with saffron lotus splashes
  const rx = 300 * s;
  const ry = 190 * s;
  const dome = `M${f(cx - rx)} ${f(y)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(y)}Z`;
  out += P(dome, c.white);
  let arcs = "";
  for (let i = 0; i < 9; i++) {
    const ang = Math.PI * (0.12 + (i * 0.76) / 8);
    const px = cx - Math.cos(ang) * rx * 0.98;
    const py = y - Math.sin(ang) * ry * 0.98;
    arcs += `M${f(px)} ${f(py)}Q${f(px + (cx - px) * 0.05)} ${f(py + (y - py) * 0.5)} ${f(px + (cx - px) * 0.02)} ${f(y)}`;
  }
  out += P(arcs, "none", stroke(c.saffron, 7 * s) + op(0.75));
  out += P(
    `M${f(cx + rx * 0.15)} ${f(y - ry * 0.98)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(y)}L${f(cx + rx * 0.4)} ${f(y)}Z`,
    c.shade,
    op(0.3),
  );
  const domeTop = y - ry;
  // harmika with eyes
  const hw = 120 * s;
  const hh = 92 * s;
  const hy = domeTop - hh + 8 * s;
  out += R(cx - hw / 2 - 8 * s, domeTop - 4 * s, hw + 16 * s, 14 * s, c.white);
  out += R(cx - hw / 2, hy, hw, hh, c.gold);
  out += R(cx + hw * 0.18, hy, hw * 0.32, hh, darken(c.gold, 0.25), op(0.5));
  const eye = (ex: number) => {
    const ey = hy + hh * 0.5;
    const ew = hw * 0.19;
    let e = P(
      `M${f(ex - ew)} ${f(ey)}Q${f(ex)} ${f(ey - ew * 0.55)} ${f(ex + ew)} ${f(ey)}Q${f(ex)} ${f(ey + ew * 0.3)} ${f(ex - ew)} ${f(ey)}Z`,
      "#fbf7ee",
    );
    e += C(ex, ey + ew * 0.02, ew * 0.28, c.ink);
    e += P(
      `M${f(ex - ew)} ${f(ey)}Q${f(ex)} ${f(ey - ew * 0.55)} ${f(ex + ew)} ${f(ey)}`,
      "none",
      stroke(c.ink, 2.2 * s),
    );
    e += P(
      `M${f(ex - ew * 1.05)} ${f(ey - ew * 0.55)}Q${f(ex)} ${f(ey - ew * 1.05)} ${f(ex + ew * 1.05)} ${f(ey - ew * 0.5)}`,
      "none",
      stroke(c.ink, 3 * s),
    );
    return e;
  };
  out += eye(cx - hw * 0.24) + eye(cx + hw * 0.24);
  // the "nose": Nepali numeral one
  out += P(
    `M${f(cx - 5 * s)} ${f(hy + hh * 0.58)}Q${f(cx + 8 * s)} ${f(hy + hh * 0.6)} ${f(cx + 3 * s)} ${f(hy + hh * 0.72)}Q${f(cx - 6 * s)} ${f(hy + hh * 0.8)} ${f(cx + 4 * s)} ${f(hy + hh * 0.9)}`,
    "none",
    stroke(c.ink, 3 * s),
  );
  out += C(cx, hy + hh * 0.3, 3.2 * s, "#c8323a");
  // thirteen steps of the spire
  const sb = hy;
  const sh = 150 * s;
  const steps = 13;
  let sp = "";
  for (let i = 0; i < steps; i++) {
    const w = lerp(100, 34, i / steps) * s;
    const y0 = sb - (i * sh) / steps;
    sp += polyD([
      [cx - w / 2, y0],
      [cx + w / 2, y0],
      [cx + w / 2 - 1.5 * s, y0 - sh / steps + 1],
      [cx - w / 2 + 1.5 * s, y0 - sh / steps + 1],
    ]);
  }
  out += P(sp, c.gold);
  out += R(cx + 2 * s, sb - sh, 30 * s, sh, darken(c.gold, 0.3), op(0.35));
  const tipY = sb - sh;
  out += pagodaUmbrella(cx, tipY, 60 * s, 16 * s, c.gold);
  out += R(cx - 3 * s, tipY - 60 * s, 6 * s, 44 * s, c.gold) + C(cx, tipY - 62 * s, 6 * s, c.gold);
  a.add(out);
  return [cx, tipY - 50 * s];
}

function pagodaUmbrella(x: number, y: number, w: number, h: number, fill: string): string {
  return P(
    `M${f(x - w / 2)} ${f(y - h * 0.2)}Q${f(x)} ${f(y - h * 1.6)} ${f(x + w / 2)} ${f(y - h * 0.2)}Z`,
    fill,
  );
}

/** tiered Nepali temple (Tal Barahi on Phewa lake) */
export function nepaliTemple(
  x: number,
  yb: number,
  s: number,
  wall: string,
  roof: string,
  gold: string,
): string {
  let out = R(x - 30 * s, yb - 40 * s, 60 * s, 40 * s, wall);
  out += R(x - 10 * s, yb - 28 * s, 20 * s, 28 * s, darken(wall, 0.45));
  out += P(
    polyD([
      [x - 52 * s, yb - 40 * s],
      [x + 52 * s, yb - 40 * s],
      [x + 24 * s, yb - 66 * s],
      [x - 24 * s, yb - 66 * s],
    ]),
    roof,
  );
  out += R(x - 20 * s, yb - 84 * s, 40 * s, 18 * s, wall);
  out += P(
    polyD([
      [x - 38 * s, yb - 84 * s],
      [x + 38 * s, yb - 84 * s],
      [x + 6 * s, yb - 110 * s],
      [x - 6 * s, yb - 110 * s],
    ]),
    roof,
  );
  out += R(x - 2 * s, yb - 126 * s, 4 * s, 16 * s, gold) + C(x, yb - 128 * s, 4 * s, gold);
  return out;
}

export interface BridgeColors {
  cable: string;
  deck: string;
}

/** sagging suspension footbridge, strung with prayer flags */
export function footBridge(
  a: Art,
  rng: Rng,
  p1: Pt,
  p2: Pt,
  sag: number,
  scale: number,
  c: BridgeColors,
  flags = true,
) {
  const ctrl: Pt = [(p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2 + sag * 2];
  const drop = 34 * scale;
  const deck1: Pt = [p1[0], p1[1] + drop];
  const deck2: Pt = [p2[0], p2[1] + drop];
  const dctrl: Pt = [ctrl[0], ctrl[1] + drop * 0.6];
  let hang = "";
  const n = 40;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const top = quadAt(p1, ctrl, p2, t);
    const bot = quadAt(deck1, dctrl, deck2, t);
    hang += `M${f(top[0])} ${f(top[1])}L${f(bot[0])} ${f(bot[1])}`;
  }
  let s = P(hang, "none", stroke(c.cable, Math.max(0.8, scale * 0.9)) + op(0.8));
  s += P(
    `M${f(deck1[0])} ${f(deck1[1])}Q${f(dctrl[0])} ${f(dctrl[1])} ${f(deck2[0])} ${f(deck2[1])}`,
    "none",
    stroke(c.deck, 5 * scale),
  );
  s += P(
    `M${f(p1[0])} ${f(p1[1])}Q${f(ctrl[0])} ${f(ctrl[1])} ${f(p2[0])} ${f(p2[1])}`,
    "none",
    stroke(c.cable, 2.2 * scale),
  );
  // towers at both ends
  for (const [p, d] of [
    [p1, deck1],
    [p2, deck2],
  ] as [Pt, Pt][]) {
    s += P(
      polyD([
        [p[0] - 8 * scale, d[1] + 30 * scale],
        [p[0] + 8 * scale, d[1] + 30 * scale],
        [p[0] + 4 * scale, p[1] - 6 * scale],
        [p[0] - 4 * scale, p[1] - 6 * scale],
      ]),
      c.deck,
    );
  }
  a.add(s);
  if (flags) prayerFlags(a, rng, [p1[0], p1[1] - 2], [p2[0], p2[1] - 2], sag, 11 * scale, 1, c.cable);
}

/* ------------------------------------------------------------------------ */
/* Small figures and props                                                   */
/* ------------------------------------------------------------------------ */

/** dome tent (camping at Chandratal, Hampta) */
export function tent(x: number, yb: number, w: number, fill: string, door: string): string {
  const h = w * 0.55;
  let s = P(
    `M${f(x - w / 2)} ${f(yb)}Q${f(x - w * 0.42)} ${f(yb - h * 1.05)} ${f(x)} ${f(yb - h)}Q${f(x + w * 0.42)} ${f(yb - h * 1.05)} ${f(x + w / 2)} ${f(yb)}Z`,
    fill,
  );
  s += P(
    `M${f(x + w * 0.05)} ${f(yb)}Q${f(x + w * 0.12)} ${f(yb - h * 0.9)} ${f(x + w * 0.28)} ${f(yb)}Z`,
    door,
  );
  s += P(
    `M${f(x - w / 2)} ${f(yb)}Q${f(x)} ${f(yb - h * 1.5)} ${f(x + w / 2)} ${f(yb)}`,
    "none",
    stroke(darken(fill, 0.3), Math.max(1, w * 0.02)) + op(0.6),
  );
  return s;
}

/** paraglider: ram-air wing with cells, lines and the pilot */
export function paraglider(
  x: number,
  y: number,
  w: number,
  wing: string,
  stripe: string,
  pilot = "#2a2a35",
  tilt = 0,
): string {
  const h = w * 0.22;
  let s = `<g transform="rotate(${f(tilt)} ${f(x)} ${f(y + w * 0.5)})">`;
  s += P(
    `M${f(x - w / 2)} ${f(y + h * 0.6)}Q${f(x)} ${f(y - h * 1.1)} ${f(x + w / 2)} ${f(y + h * 0.6)}Q${f(x)} ${f(y - h * 0.2)} ${f(x - w / 2)} ${f(y + h * 0.6)}Z`,
    wing,
  );
  let cells = "";
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const p = quadAt([x - w / 2, y + h * 0.6], [x, y - h * 1.1], [x + w / 2, y + h * 0.6], t);
    const q = quadAt([x - w / 2, y + h * 0.6], [x, y - h * 0.2], [x + w / 2, y + h * 0.6], t);
    if (i % 3 === 0) cells += polyD([p, [p[0] + w * 0.04, p[1]], [q[0] + w * 0.04, q[1]], q]);
  }
  s += P(cells, stripe);
  const px = x;
  const py = y + w * 0.55;
  s += P(
    `M${f(x - w * 0.45)} ${f(y + h * 0.55)}L${f(px)} ${f(py)}L${f(x + w * 0.45)} ${f(y + h * 0.55)}M${f(x - w * 0.15)} ${f(y + h * 0.1)}L${f(px)} ${f(py)}L${f(x + w * 0.15)} ${f(y + h * 0.1)}`,
    "none",
    stroke(pilot, Math.max(0.5, w * 0.004)) + op(0.6),
  );
  s +=
    C(px, py - w * 0.02, w * 0.025, pilot) +
    R(px - w * 0.02, py, w * 0.04, w * 0.06, pilot, ` rx="${f(w * 0.015)}"`);
  return s + "</g>";
}

/** reef fish */
export function fish(x: number, y: number, L: number, body: string, fin: string, dir: 1 | -1 = 1): string {
  const h = L * 0.42;
  let s = `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)">`;
  s += P(
    polyD([
      [-L * 0.42, 0],
      [-L * 0.62, -h * 0.5],
      [-L * 0.58, 0],
      [-L * 0.62, h * 0.5],
    ]),
    fin,
  );
  s += E(0, 0, L * 0.45, h / 2, body);
  s += P(
    `M${f(-L * 0.05)} ${f(-h * 0.48)}L${f(L * 0.05)} ${f(-h * 0.48)}L${f(L * 0.02)} ${f(h * 0.48)}L${f(-L * 0.08)} ${f(h * 0.48)}Z`,
    fin,
    op(0.8),
  );
  s += C(L * 0.28, -h * 0.1, L * 0.05, "#ffffff") + C(L * 0.29, -h * 0.1, L * 0.028, "#111827");
  return s + "</g>";
}

/** branching coral, fan coral and round brain coral */
export function coral(
  a: Art,
  rng: Rng,
  x: number,
  yb: number,
  s: number,
  color: string,
  kind: "branch" | "fan" | "brain",
) {
  if (kind === "brain") {
    let d = "";
    for (let i = 1; i < 5; i++)
      d += `M${f(x - 40 * s + i * 4 * s)} ${f(yb - 6 * s)}Q${f(x)} ${f(yb - 70 * s + i * 12 * s)} ${f(x + 40 * s - i * 4 * s)} ${f(yb - 6 * s)}`;
    a.add(
      E(x, yb, 46 * s, 40 * s, color),
      P(d, "none", stroke(darken(color, 0.2), 3 * s)),
      E(x, yb + 10 * s, 50 * s, 12 * s, darken(color, 0.3), op(0.4)),
    );
    return;
  }
  if (kind === "fan") {
    let d = "";
    for (let i = 0; i < 9; i++) {
      const ang = -Math.PI / 2 + (i - 4) * 0.17;
      d += `M${f(x)} ${f(yb)}Q${f(x + Math.cos(ang) * 40 * s)} ${f(yb + Math.sin(ang) * 60 * s)} ${f(x + Math.cos(ang) * 90 * s)} ${f(yb + Math.sin(ang) * 110 * s)}`;
    }
    a.add(
      P(
        `M${f(x)} ${f(yb)}L${f(x - 70 * s)} ${f(yb - 90 * s)}Q${f(x)} ${f(yb - 140 * s)} ${f(x + 70 * s)} ${f(yb - 90 * s)}Z`,
        color,
        op(0.55),
      ),
      P(d, "none", stroke(color, 4 * s)),
    );
    return;
  }
  let d = "";
  const grow = (px: number, py: number, ang: number, len: number, depth: number) => {
    const ex = px + Math.cos(ang) * len;
    const ey = py + Math.sin(ang) * len;
    d += `M${f(px)} ${f(py)}L${f(ex)} ${f(ey)}`;
    if (depth > 0) {
      grow(ex, ey, ang - rng.range(0.25, 0.55), len * 0.72, depth - 1);
      grow(ex, ey, ang + rng.range(0.25, 0.55), len * 0.72, depth - 1);
    }
  };
  grow(x, yb, -Math.PI / 2, 48 * s, 3);
  a.add(P(d, "none", stroke(color, 9 * s)));
}

/* ------------------------------------------------------------------------ */
/* Thailand                                                                  */
/* ------------------------------------------------------------------------ */

/** Khmer-style prang (Wat Arun): a ribbed, tapering tower on a stepped base */
export function prang(x: number, yb: number, w: number, h: number, fill: string, light?: string): string {
  const baseH = h * 0.28;
  let s = "";
  const steps = 4;
  for (let i = 0; i < steps; i++) {
    const sw = lerp(w, w * 0.6, i / steps);
    s += R(x - sw / 2, yb - ((i + 1) * baseH) / steps, sw, baseH / steps + 1, fill);
  }
  const y0 = yb - baseH;
  const bw = w * 0.5;
  const body = `M${f(x - bw / 2)} ${f(y0)}C${f(x - bw * 0.55)} ${f(y0 - h * 0.3)} ${f(x - bw * 0.25)} ${f(y0 - h * 0.55)} ${f(x)} ${f(yb - h * 0.93)}C${f(x + bw * 0.25)} ${f(y0 - h * 0.55)} ${f(x + bw * 0.55)} ${f(y0 - h * 0.3)} ${f(x + bw / 2)} ${f(y0)}Z`;
  s += P(body, fill);
  if (light) {
    let rings = "";
    for (let i = 1; i < 7; i++) {
      const t = i / 7;
      const yy = lerp(y0, yb - h * 0.9, t);
      const ww = bw * (1 - t * 0.85) * 0.5;
      rings += `M${f(x - ww)} ${f(yy)}L${f(x + ww)} ${f(yy)}`;
    }
    s += P(rings, "none", stroke(light, Math.max(1, w * 0.02)) + op(0.55));
  }
  s += P(
    polyD([
      [x - w * 0.02, yb - h * 0.92],
      [x + w * 0.02, yb - h * 0.92],
      [x, yb - h],
    ]),
    fill,
  );
  return s;
}

/** a swoop-roofed Thai sala / temple hall with chofa finials */
export function thaiHall(
  x: number,
  yb: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  trim: string,
): string {
  const wallH = h * 0.4;
  let s = R(x - w * 0.4, yb - wallH, w * 0.8, wallH, wall);
  const tiers = 3;
  for (let i = 0; i < tiers; i++) {
    const tw = w * (1 - i * 0.22);
    const ty = yb - wallH - i * h * 0.16;
    const th = h * 0.26;
    s += P(
      `M${f(x - tw / 2)} ${f(ty)}Q${f(x - tw * 0.3)} ${f(ty - th * 0.2)} ${f(x - tw * 0.12)} ${f(ty - th)}L${f(x + tw * 0.12)} ${f(ty - th)}Q${f(x + tw * 0.3)} ${f(ty - th * 0.2)} ${f(x + tw / 2)} ${f(ty)}Z`,
      i % 2 ? lighten(roof, 0.12) : roof,
    );
    s += P(
      `M${f(x - tw / 2)} ${f(ty)}Q${f(x - tw / 2 - 6)} ${f(ty - 10)} ${f(x - tw / 2 - 10)} ${f(ty - 16)}M${f(x + tw / 2)} ${f(ty)}Q${f(x + tw / 2 + 6)} ${f(ty - 10)} ${f(x + tw / 2 + 10)} ${f(ty - 16)}`,
      "none",
      stroke(trim, Math.max(1.5, w * 0.012)),
    );
  }
  return s;
}

/* ------------------------------------------------------------------------ */
/* Kashmir                                                                   */
/* ------------------------------------------------------------------------ */

export interface DalBoatColors {
  hull: string;
  wood: string;
  trim: string;
  roof: string;
  win: string;
  lit?: string;
}

/** Dal lake houseboat: carved cedar body with a row of arched windows, veranda and low gable roof */
export function dalHouseboat(rng: Rng, x: number, y: number, L: number, c: DalBoatColors): string {
  const h = L * 0.13;
  const x0 = x - L / 2;
  const x1 = x + L / 2;
  const deck = y - h * 0.3;
  const top = deck - h;
  let s = P(
    polyD([
      [x0 - L * 0.02, deck],
      [x1 + L * 0.02, deck],
      [x1, y + h * 0.1],
      [x0, y + h * 0.1],
    ]),
    c.hull,
  );
  const vx = x1 - L * 0.18;
  s += R(x0, top, vx - x0, h, c.wood);
  // veranda: posts and a carved railing
  let posts = "";
  for (let px = vx; px <= x1; px += (x1 - vx) / 4) posts += R(px - 2, top, 4, h, c.trim);
  s += posts + R(vx, deck - h * 0.35, x1 - vx, h * 0.07, c.trim) + R(vx, top, x1 - vx, h * 0.12, c.trim);
  // arched windows
  const n = Math.max(4, Math.round((vx - x0) / (h * 0.75)));
  let wins = "";
  let lit = "";
  for (let i = 0; i < n; i++) {
    const wx = x0 + ((i + 0.5) * (vx - x0)) / n;
    const ww = h * 0.26;
    const wy = top + h * 0.28;
    const d = `M${f(wx - ww / 2)} ${f(wy + h * 0.45)}L${f(wx - ww / 2)} ${f(wy + ww * 0.4)}Q${f(wx)} ${f(wy - ww * 0.3)} ${f(wx + ww / 2)} ${f(wy + ww * 0.4)}L${f(wx + ww / 2)} ${f(wy + h * 0.45)}Z`;
    if (c.lit && rng.chance(0.6)) lit += d;
    else wins += d;
  }
  s += P(wins, c.win);
  if (lit && c.lit) s += P(lit, c.lit);
  s += R(x0, top + h * 0.12, vx - x0, h * 0.06, c.trim) + R(x0, deck - h * 0.12, vx - x0, h * 0.06, c.trim);
  // roof with a little fretwork crest
  s += P(
    polyD([
      [x0 - L * 0.015, top],
      [x1 + L * 0.015, top],
      [x1 - L * 0.03, top - h * 0.42],
      [x0 + L * 0.03, top - h * 0.42],
    ]),
    c.roof,
  );
  s += P(
    `M${f(x0 + L * 0.03)} ${f(top - h * 0.42)}L${f(x1 - L * 0.03)} ${f(top - h * 0.42)}`,
    "none",
    stroke(c.trim, Math.max(1, h * 0.06)),
  );
  s += R(x - L * 0.12, top - h * 0.62, L * 0.24, h * 0.2, c.trim);
  return s;
}

/** stepped paddy / millet terraces that follow a hill's contour, clipped to the hill */
export function terraces(
  a: Art,
  line: Pt[],
  hillPath: string,
  n: number,
  gap0: number,
  growth: number,
  fills: string[],
  edge: string,
  wave = 0,
) {
  const cl = a.clip(`<path d="${hillPath}"/>`);
  let s = "";
  let off = 0;
  let gap = gap0;
  let edges = "";
  for (let k = 0; k < n; k++) {
    const upper = line.map(([x, y], i) => [x, y + off + Math.sin(i * 0.7 + k) * wave] as Pt);
    const lower = line.map(([x, y], i) => [x, y + off + gap + Math.sin(i * 0.7 + k + 1) * wave] as Pt);
    s += P(smoothD(upper) + smoothD([...lower].reverse(), 1, false) + "Z", fills[k % fills.length] as string);
    edges += smoothD(lower);
    off += gap;
    gap *= growth;
  }
  a.add(
    `<g clip-path="${cl}">${s}${P(edges, "none", stroke(edge, Math.max(1.5, gap0 * 0.12)) + op(0.7))}</g>`,
  );
}
