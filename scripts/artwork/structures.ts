/** Buildings, boats and cultural details (flags, chortens, monasteries). */
import type { Art, Rng } from "./core";
import { type Pt, C, E, P, R, op, stroke, f, polyD, quadAt, lerp, darken, lighten, mix } from "./core";

/* ------------------------------------------------------------------------ */
/* Culture & structures                                                      */
/* ------------------------------------------------------------------------ */

export const FLAG_COLORS = ["#2b66c6", "#f5f2e8", "#d33b2c", "#2f9b55", "#f1bf2b"];

export function prayerFlags(
  a: Art,
  rng: Rng,
  p1: Pt,
  p2: Pt,
  sag: number,
  size: number,
  o = 1,
  line = "#3b3030",
  tint?: [string, number],
) {
  const ctrl: Pt = [(p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2 + sag * 2];
  const len = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
  const n = Math.floor(len / (size * 1.25));
  let s = P(
    `M${f(p1[0])} ${f(p1[1])}Q${f(ctrl[0])} ${f(ctrl[1])} ${f(p2[0])} ${f(p2[1])}`,
    "none",
    stroke(line, Math.max(0.8, size * 0.06)),
  );
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
export function flagPole(
  a: Art,
  _rng: Rng,
  x: number,
  yb: number,
  h: number,
  color: string,
  pole = "#3a2a22",
) {
  const w = h * 0.14;
  let s = R(x - h * 0.008, yb - h, h * 0.016, h, pole);
  const n = 7;
  for (let i = 0; i < n; i++) {
    const y = yb - h * 0.95 + (i * h * 0.6) / n;
    const wave = Math.sin(i * 1.3) * w * 0.1;
    s += P(
      polyD([
        [x, y],
        [x + w + wave, y + 2],
        [x + w + wave, y + (h * 0.6) / n + 1],
        [x, y + (h * 0.6) / n],
      ]),
      i % 2 ? color : lighten(color, 0.15),
    );
  }
  s += C(x, yb - h - 2, h * 0.015, "#e2b33c");
  a.add(s);
}

/** Ladakhi / Tibetan chorten */
export function stupa(
  a: Art,
  x: number,
  yb: number,
  h: number,
  fill = "#f4efe4",
  shade = "#9aa3b8",
  gold = "#d6a43a",
  band?: string,
  shadeO = 0.45,
  light: "l" | "r" = "l",
) {
  const u = h / 100;
  const parts: string[] = [];
  const rect = (cx: number, y: number, w: number, hh: number) =>
    polyD([
      [cx - w / 2, y],
      [cx + w / 2, y],
      [cx + w / 2, y + hh],
      [cx - w / 2, y + hh],
    ]);
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
  const spire = polyD([
    [x - 6 * u, yb - 63 * u],
    [x + 6 * u, yb - 63 * u],
    [x + 2.5 * u, yb - 88 * u],
    [x - 2.5 * u, yb - 88 * u],
  ]);
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
  s += P(
    `M${f(x - 4 * u)} ${f(yb - 92 * u)}Q${f(x)} ${f(yb - 86 * u)} ${f(x + 4 * u)} ${f(yb - 92 * u)}Q${f(x)} ${f(yb - 89 * u)} ${f(x - 4 * u)} ${f(yb - 92 * u)}Z`,
    gold,
  );
  s += C(x, yb - 95 * u, 2 * u, gold);
  const cl = a.clip(`<path d="${shapes}"/>`);
  const sx = light === "l" ? x + 4 * u : x - 40 * u;
  s += `<g clip-path="${cl}">${R(sx, yb - 70 * u, 36 * u, 70 * u, shade, op(shadeO))}${R(x - 40 * u, yb - 2 * u, 80 * u, 3 * u, shade, op(shadeO * 0.7))}</g>`;
  a.add(s);
}

export interface Block {
  x: number;
  y: number; // bottom
  w: number;
  h: number;
}

/** Tibetan style whitewashed buildings with maroon parapets and trapezoid windows */
export function tibetanBlocks(
  a: Art,
  rng: Rng,
  blocks: Block[],
  wall: string,
  band: string,
  shade: string,
  win: string,
  shadeO = 0.3,
  litWin?: string,
  light: "l" | "r" = "l",
) {
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
    const wd = polyD([
      [b.x - b.w / 2, b.y],
      [b.x + b.w / 2, b.y],
      [b.x + b.w / 2 - taper, top],
      [b.x - b.w / 2 + taper, top],
    ]);
    walls = P(wd, wall);
    const bh = Math.max(2, b.h * 0.12);
    bands = P(
      polyD([
        [b.x - b.w / 2 + taper - 1, top],
        [b.x + b.w / 2 - taper + 1, top],
        [b.x + b.w / 2 - taper + 1, top + bh],
        [b.x - b.w / 2 + taper - 1, top + bh],
      ]),
      band,
    );
    const side =
      light === "l"
        ? polyD([
            [b.x + b.w * 0.3, b.y],
            [b.x + b.w / 2, b.y],
            [b.x + b.w / 2 - taper, top],
            [b.x + b.w * 0.3, top],
          ])
        : polyD([
            [b.x - b.w * 0.3, b.y],
            [b.x - b.w / 2, b.y],
            [b.x - b.w / 2 + taper, top],
            [b.x - b.w * 0.3, top],
          ]);
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
        const d = polyD([
          [wx - ww / 2 - 1, wy + wh],
          [wx + ww / 2 + 1, wy + wh],
          [wx + ww / 2, wy],
          [wx - ww / 2, wy],
        ]);
        if (isLit) lit += d;
        else wins += d;
      }
    }
    out += walls + shades + bands + (wins ? P(wins, win) : "") + (lit && litWin ? P(lit, litWin) : "");
  }
  a.add(out);
}

/** golden / tiled pagoda roof sitting on a block */
export function pagodaRoof(x: number, y: number, w: number, h: number, fill: string, edge: string): string {
  const over = w * 0.12;
  return (
    P(
      `M${f(x - w / 2 - over)} ${f(y)}Q${f(x - w / 2)} ${f(y - h * 0.15)} ${f(x - w * 0.3)} ${f(y - h)}L${f(x + w * 0.3)} ${f(y - h)}Q${f(x + w / 2)} ${f(y - h * 0.15)} ${f(x + w / 2 + over)} ${f(y)}Q${f(x)} ${f(y - h * 0.25)} ${f(x - w / 2 - over)} ${f(y)}Z`,
      fill,
    ) +
    P(
      `M${f(x - w / 2 - over)} ${f(y)}Q${f(x)} ${f(y - h * 0.25)} ${f(x + w / 2 + over)} ${f(y)}`,
      "none",
      stroke(edge, Math.max(1, h * 0.12)),
    )
  );
}

export function ganjira(x: number, y: number, s: number, gold: string): string {
  return (
    P(
      polyD([
        [x - s * 0.3, y],
        [x + s * 0.3, y],
        [x + s * 0.12, y - s * 1.4],
        [x - s * 0.12, y - s * 1.4],
      ]),
      gold,
    ) + C(x, y - s * 1.55, s * 0.22, gold)
  );
}

/** simple Kerala kettuvallam houseboat */
export function houseboat(
  a: Art,
  x: number,
  y: number,
  L: number,
  hull: string,
  roof: string,
  rib: string,
  dark: string,
  o = 1,
) {
  const h = L * 0.09;
  let s = P(
    `M${f(x - L / 2)} ${f(y - h * 1.5)}Q${f(x - L * 0.42)} ${f(y + h * 0.35)} ${f(x - L * 0.2)} ${f(y + h * 0.4)}L${f(x + L * 0.25)} ${f(y + h * 0.4)}Q${f(x + L * 0.44)} ${f(y + h * 0.35)} ${f(x + L / 2)} ${f(y - h * 1.9)}Q${f(x + L * 0.42)} ${f(y - h * 0.3)} ${f(x + L * 0.3)} ${f(y - h * 0.35)}L${f(x - L * 0.3)} ${f(y - h * 0.35)}Q${f(x - L * 0.44)} ${f(y - h * 0.3)} ${f(x - L / 2)} ${f(y - h * 1.5)}Z`,
    hull,
  );
  s += P(
    `M${f(x - L * 0.4)} ${f(y - h * 0.05)}L${f(x + L * 0.4)} ${f(y - h * 0.05)}`,
    "none",
    stroke(lighten(hull, 0.25), h * 0.1),
  );
  // roof
  const rx0 = x - L * 0.34;
  const rx1 = x + L * 0.3;
  const ry = y - h * 0.35;
  const rh = h * 2.3;
  const roofD = `M${f(rx0)} ${f(ry)}L${f(rx0)} ${f(ry - rh * 0.55)}Q${f(rx0 + 4)} ${f(ry - rh)} ${f(rx0 + rh * 0.5)} ${f(ry - rh)}L${f(rx1 - rh * 0.5)} ${f(ry - rh)}Q${f(rx1 - 4)} ${f(ry - rh)} ${f(rx1)} ${f(ry - rh * 0.55)}L${f(rx1)} ${f(ry)}Z`;
  s += P(roofD, roof);
  let ribs = "";
  for (let rx = rx0 + 8; rx < rx1 - 4; rx += L * 0.035)
    ribs += `M${f(rx)} ${f(ry - rh * 0.93)}L${f(rx)} ${f(ry - rh * 0.45)}`;
  s += P(ribs, "none", stroke(rib, Math.max(0.8, L * 0.004)));
  // openings
  let wins = "";
  const nW = 5;
  for (let i = 0; i < nW; i++) {
    const wx = lerp(rx0 + L * 0.05, rx1 - L * 0.09, i / (nW - 1));
    wins += `M${f(wx)} ${f(ry)}L${f(wx)} ${f(ry - rh * 0.35)}Q${f(wx + L * 0.02)} ${f(ry - rh * 0.5)} ${f(wx + L * 0.04)} ${f(ry - rh * 0.35)}L${f(wx + L * 0.04)} ${f(ry)}Z`;
  }
  s += P(wins, dark);
  s += P(
    `M${f(rx0 - 2)} ${f(ry - rh * 0.52)}L${f(rx1 + 2)} ${f(ry - rh * 0.52)}`,
    "none",
    stroke(darken(roof, 0.25), h * 0.12),
  );
  a.add(`<g${op(o)}>${s}</g>`);
}

/** Kashmiri shikara with canopy and boatman */
export function shikara(
  a: Art,
  x: number,
  y: number,
  L: number,
  hull: string,
  canopy: string,
  curtain: string,
  man: string,
) {
  const h = L * 0.05;
  let s = P(
    `M${f(x - L / 2)} ${f(y - h * 2.2)}Q${f(x - L * 0.4)} ${f(y + h * 0.6)} ${f(x)} ${f(y + h * 0.6)}Q${f(x + L * 0.4)} ${f(y + h * 0.6)} ${f(x + L / 2)} ${f(y - h * 2.6)}Q${f(x + L * 0.38)} ${f(y - h * 0.4)} ${f(x)} ${f(y - h * 0.4)}Q${f(x - L * 0.38)} ${f(y - h * 0.4)} ${f(x - L / 2)} ${f(y - h * 2.2)}Z`,
    hull,
  );
  const cx0 = x - L * 0.2;
  const cx1 = x + L * 0.14;
  const top = y - h * 6.4;
  s += P(
    `M${f(cx0 + 2)} ${f(y - h * 0.4)}L${f(cx0 + 2)} ${f(top)}M${f(cx1 - 2)} ${f(y - h * 0.4)}L${f(cx1 - 2)} ${f(top)}`,
    "none",
    stroke(darken(hull, 0.2), L * 0.008),
  );
  s += P(
    polyD([
      [cx0 - L * 0.02, top],
      [cx1 + L * 0.02, top],
      [cx1 + L * 0.01, top - h * 1.2],
      [cx0 - L * 0.01, top - h * 1.2],
    ]),
    canopy,
  );
  let fr = "";
  for (let fx = cx0 - L * 0.02; fx < cx1 + L * 0.02; fx += L * 0.02)
    fr += `M${f(fx)} ${f(top)}L${f(fx + L * 0.01)} ${f(top + h * 0.9)}L${f(fx + L * 0.02)} ${f(top)}Z`;
  s += P(fr, curtain);
  s += P(
    polyD([
      [cx0 + 2, top + h],
      [cx0 + L * 0.06, top + h],
      [cx0 + 2, y - h * 1.5],
    ]),
    curtain,
    op(0.9),
  );
  s += P(
    polyD([
      [cx1 - 2, top + h],
      [cx1 - L * 0.06, top + h],
      [cx1 - 2, y - h * 1.5],
    ]),
    curtain,
    op(0.9),
  );
  // boatman at stern
  const mx = x + L * 0.33;
  const my = y - h * 1.2;
  s += P(
    `M${f(mx - L * 0.018)} ${f(my)}L${f(mx - L * 0.012)} ${f(my - h * 4)}Q${f(mx)} ${f(my - h * 4.8)} ${f(mx + L * 0.014)} ${f(my - h * 4)}L${f(mx + L * 0.018)} ${f(my)}Z`,
    man,
  );
  s += C(mx, my - h * 5.2, L * 0.013, man);
  s += P(
    `M${f(mx - L * 0.06)} ${f(my - h * 3.8)}L${f(mx + L * 0.07)} ${f(y + h * 1.6)}`,
    "none",
    stroke(man, L * 0.006),
  );
  s += E(
    mx + L * 0.075,
    y + h * 2.2,
    L * 0.008,
    h * 1.4,
    man,
    ` transform="rotate(-30 ${f(mx + L * 0.075)} ${f(y + h * 2.2)})"`,
  );
  a.add(s);
}

/** Thai longtail boat */
export function longtail(
  a: Art,
  x: number,
  y: number,
  L: number,
  hull: string,
  stripe: string,
  canopy: string | null,
  ribbon: string[],
  man?: string,
) {
  const h = L * 0.06;
  let s = P(
    `M${f(x - L / 2)} ${f(y - h * 0.6)}Q${f(x - L * 0.2)} ${f(y + h * 0.8)} ${f(x + L * 0.25)} ${f(y + h * 0.4)}Q${f(x + L * 0.45)} ${f(y)} ${f(x + L * 0.56)} ${f(y - h * 4.2)}L${f(x + L * 0.52)} ${f(y - h * 4.0)}Q${f(x + L * 0.44)} ${f(y - h * 1.2)} ${f(x + L * 0.3)} ${f(y - h * 1.1)}L${f(x - L / 2)} ${f(y - h * 1.2)}Z`,
    hull,
  );
  s += P(
    `M${f(x - L * 0.48)} ${f(y - h * 0.75)}L${f(x + L * 0.32)} ${f(y - h * 0.6)}Q${f(x + L * 0.44)} ${f(y - h * 0.9)} ${f(x + L * 0.52)} ${f(y - h * 3)}`,
    "none",
    stroke(stripe, h * 0.35),
  );
  ribbon.forEach((c, i) => {
    s += P(
      `M${f(x + L * 0.545)} ${f(y - h * 3.9)}Q${f(x + L * 0.56 + i * 3)} ${f(y - h * 2.5)} ${f(x + L * 0.55 + i * 4)} ${f(y - h * (1.4 - i * 0.2))}`,
      "none",
      stroke(c, h * 0.28),
    );
  });
  if (canopy) {
    s += P(
      `M${f(x - L * 0.25)} ${f(y - h * 1.2)}L${f(x - L * 0.25)} ${f(y - h * 4)}M${f(x + L * 0.15)} ${f(y - h * 1.2)}L${f(x + L * 0.15)} ${f(y - h * 4)}`,
      "none",
      stroke(darken(hull, 0.3), L * 0.006),
    );
    s += P(
      `M${f(x - L * 0.3)} ${f(y - h * 3.8)}Q${f(x - L * 0.05)} ${f(y - h * 5.2)} ${f(x + L * 0.2)} ${f(y - h * 3.8)}L${f(x + L * 0.2)} ${f(y - h * 3.5)}Q${f(x - L * 0.05)} ${f(y - h * 4.6)} ${f(x - L * 0.3)} ${f(y - h * 3.5)}Z`,
      canopy,
    );
  }
  // engine + long tail
  s += P(
    `M${f(x - L * 0.46)} ${f(y - h * 1.3)}L${f(x - L * 0.66)} ${f(y + h * 0.5)}`,
    "none",
    stroke(darken(hull, 0.4), h * 0.18),
  );
  s += R(x - L * 0.5, y - h * 2.2, L * 0.06, h * 1.1, darken(hull, 0.45), ` rx="${f(h * 0.2)}"`);
  if (man) {
    const mx = x - L * 0.4;
    s +=
      P(
        `M${f(mx - L * 0.014)} ${f(y - h * 1.2)}L${f(mx - L * 0.01)} ${f(y - h * 4.2)}L${f(mx + L * 0.012)} ${f(y - h * 4.2)}L${f(mx + L * 0.016)} ${f(y - h * 1.2)}Z`,
        man,
      ) + C(mx, y - h * 4.9, L * 0.012, man);
  }
  a.add(s);
}

/** Tawang / Bhutan style complex: whitewashed blocks crowned by golden roofs */
export function goldenMonastery(
  a: Art,
  rng: Rng,
  cx: number,
  yb: number,
  s: number,
  c: { wall: string; band: string; shade: string; win: string; roof: string; roofEdge: string; lit?: string },
  light: "l" | "r" = "l",
) {
  const blocks: Block[] = [];
  const roofs: [number, number, number, number][] = [];
  const span = 300 * s;
  let x = cx - span;
  while (x < cx + span) {
    const w = rng.range(40, 80) * s;
    const dist = Math.abs(x + w / 2 - cx) / span;
    const h = rng.range(30, 50) * s * (1 - dist * 0.4);
    blocks.push({ x: x + w / 2, y: yb + dist * 18 * s, w, h });
    if (rng.chance(0.45)) roofs.push([x + w / 2, yb + dist * 18 * s - h, w * 0.9, 12 * s]);
    x += w * rng.range(0.85, 1.05);
  }
  blocks.push({ x: cx, y: yb, w: 130 * s, h: 95 * s });
  tibetanBlocks(a, rng, blocks, c.wall, c.band, c.shade, c.win, 0.3, c.lit, light);
  let rs = "";
  for (const [rx, ry, rw, rh] of roofs) rs += pagodaRoof(rx, ry, rw, rh, c.roof, c.roofEdge);
  rs += pagodaRoof(cx, yb - 95 * s, 130 * s, 26 * s, c.roof, c.roofEdge);
  rs +=
    R(cx - 40 * s, yb - 145 * s, 80 * s, 26 * s, c.wall) +
    R(cx - 40 * s, yb - 145 * s, 80 * s, 5 * s, c.band);
  rs += pagodaRoof(cx, yb - 145 * s, 84 * s, 22 * s, c.roof, c.roofEdge);
  rs += ganjira(cx, yb - 166 * s, 9 * s, c.roof);
  a.add(rs);
}

export function chineseNet(a: Art, x: number, y: number, s: number, color: string) {
  const T: Pt = [x + 150 * s, y - 190 * s];
  let d = "";
  const line = (p: Pt, q: Pt) => (d += `M${f(p[0])} ${f(p[1])}L${f(q[0])} ${f(q[1])}`);
  line([x, y - 8 * s], T);
  line([x + 8 * s, y - 6 * s], [T[0] + 6 * s, T[1] + 4 * s]);
  line([x + 10 * s, y], [x + 40 * s, y - 150 * s]);
  line([x + 40 * s, y - 150 * s], T);
  const corners: Pt[] = [
    [x + 95 * s, y - 18 * s],
    [x + 290 * s, y - 12 * s],
    [x + 160 * s, y + 4 * s],
    [x + 230 * s, y - 40 * s],
  ];
  for (const c of corners) line(T, c);
  // counterweights
  const back: Pt = [x - 120 * s, y - 70 * s];
  line(T, back);
  let stones = "";
  for (let i = 0; i < 5; i++) {
    const bx = lerp(x - 110 * s, x - 20 * s, i / 4);
    const by = lerp(back[1], y - 10 * s, i / 4) + 8 * s;
    line([bx, lerp(back[1], T[1], (bx - back[0]) / (T[0] - back[0]))], [bx, by]);
    stones += C(bx, by + 5 * s, 6 * s, color);
  }
  // platform
  let plat = R(x - 140 * s, y - 10 * s, 170 * s, 6 * s, color);
  for (let i = 0; i < 6; i++) plat += R(x - 135 * s + i * 30 * s, y - 10 * s, 3 * s, 30 * s, color);
  // net
  let net = `M${f(corners[0]![0])} ${f(corners[0]![1])}Q${f(x + 190 * s)} ${f(y + 40 * s)} ${f(corners[1]![0])} ${f(corners[1]![1])}`;
  for (let i = 1; i < 8; i++) {
    const nx = lerp(corners[0]![0], corners[1]![0], i / 8);
    net += `M${f(nx)} ${f(y - 14 * s)}L${f(nx + (x + 190 * s - nx) * 0.1)} ${f(y + 20 * s - Math.abs(i - 4) * 3 * s)}`;
  }
  a.add(P(d, "none", stroke(color, 3.2 * s)), P(net, "none", stroke(color, 1.2 * s) + op(0.8)), stones, plat);
}

export function canoe(a: Art, x: number, y: number, L: number, hull: string, man?: string, oar = true) {
  const h = L * 0.045;
  let s = P(
    `M${f(x - L / 2)} ${f(y - h * 1.6)}Q${f(x - L * 0.35)} ${f(y + h)} ${f(x)} ${f(y + h)}Q${f(x + L * 0.35)} ${f(y + h)} ${f(x + L / 2)} ${f(y - h * 1.6)}Q${f(x)} ${f(y - h * 0.2)} ${f(x - L / 2)} ${f(y - h * 1.6)}Z`,
    hull,
  );
  if (man) {
    const mx = x + L * 0.15;
    s += P(
      `M${f(mx - L * 0.03)} ${f(y - h * 0.2)}L${f(mx - L * 0.02)} ${f(y - h * 5)}Q${f(mx)} ${f(y - h * 6)} ${f(mx + L * 0.02)} ${f(y - h * 5)}L${f(mx + L * 0.03)} ${f(y - h * 0.2)}Z`,
      man,
    );
    s += C(mx, y - h * 6.6, L * 0.02, man);
    if (oar)
      s += P(
        `M${f(mx - L * 0.12)} ${f(y - h * 6)}L${f(mx + L * 0.1)} ${f(y + h * 3)}`,
        "none",
        stroke(man, L * 0.008),
      );
  }
  a.add(s);
}
