/**
 * Home page hero slides, 1920x1080. Each is a wide re-composition of a destination
 * scene that keeps the lower-left third calm and dark: the headline sits there.
 */
import type { Art } from "./core";
import { E, P, R, op, smoothD } from "./core";
import {
  autoPeaks,
  birds,
  cloud,
  glitter,
  hillD,
  hillLine,
  mist,
  mountains,
  palm,
  poplars,
  reflect,
  riverD,
  ripples,
  sky,
  stars,
  streaks,
  sun,
  yOn,
} from "./nature";
import { houseboat, prayerFlags, shikara, stupa } from "./structures";
import { broadTree, dalHouseboat } from "./landmarks";

/** Ladakh & Spiti: the road climbing to a pass, chortens on the ridge */
function highPasses(a: Art) {
  const r = a.r;
  sky(
    a,
    [
      [0, "#0f357f"],
      [0.5, "#2d6cc0"],
      [1, "#a9cde9"],
    ],
    620,
  );
  cloud(a, 1320, 150, 340, "#ffffff", "#d5e3f1", 0.95);
  cloud(a, 640, 110, 220, "#ffffff", "#d5e3f1", 0.85);
  mountains(a, r, {
    peaks: autoPeaks(r, 7, 250, 350, -40, 1960),
    base: 620,
    fill: "#b7a8b0",
    shade: "#5f5a7c",
    shadeO: 0.4,
    snow: { y: 310, fill: "#f4f5fa" },
    seg: 10,
  });
  mist(a, 380, 640, "#c8d9ea", 0.5);
  mountains(a, r, {
    peaks: [
      [120, 470],
      [520, 430],
      [980, 420],
      [1380, 380],
      [1780, 440],
    ],
    base: 760,
    fill: "#c9955c",
    shade: "#6a3f24",
    shadeO: 0.5,
    rim: { color: "#f5d7a0", o: 0.45 },
    rough: 0.18,
  });
  mist(a, 560, 780, "#e3c7a0", 0.35);
  const ridgeLine = hillLine(a, r, 800, 40, 1.1, 80);
  a.path(hillD(a, ridgeLine), "#a06d43");
  // the road snaking up to the pass on the right
  a.path(
    riverD(
      [
        [1500, 640],
        [1420, 700],
        [1560, 760],
        [1380, 840],
        [1600, 940],
        [1400, 1100],
      ],
      8,
      110,
    ),
    "#5b4a42",
  );
  a.path(
    riverD(
      [
        [1500, 640],
        [1420, 700],
        [1560, 760],
        [1380, 840],
        [1600, 940],
        [1400, 1100],
      ],
      1,
      8,
    ),
    "#f2e6c8",
    op(0.8),
  );
  const xs = [1120, 1190, 1260, 1330];
  xs.forEach((x, i) =>
    stupa(a, x, yOn(ridgeLine, x) + 8, 120 - i * 8, "#f7ead9", "#7d5a6d", "#d8a23c", "#8a2c2c", 0.45),
  );
  prayerFlags(a, r, [1120, yOn(ridgeLine, 1120) - 100], [1330, yOn(ridgeLine, 1330) - 80], 12, 13);
  poplars(
    a,
    r,
    [1700, 1740, 1780, 1830, 1870],
    (x) => yOn(ridgeLine, x) + 40,
    [110, 160],
    "#b9a03a",
    "#e1c65a",
  );
  // calm, shadowed slope across the lower left for the headline
  a.path(
    smoothD([
      [-60, 780],
      [500, 820],
      [1000, 900],
      [1300, 1000],
      [1400, 1100],
    ]) + "L-60 1100Z",
    "#6e4428",
  );
  a.path(
    smoothD([
      [-60, 880],
      [600, 930],
      [1100, 1020],
      [1200, 1100],
    ]) + "L-60 1100Z",
    "#553220",
  );
  birds(a, r, 1500, 260, 3, 12, "#1f2c4a");
}

/** Kerala backwaters at golden hour (Andaman-style palms on the right) */
function backwaters(a: Art) {
  const r = a.r;
  const hy = 640;
  const m0 = a.mark();
  sky(
    a,
    [
      [0, "#3f2d62"],
      [0.4, "#a9506e"],
      [0.72, "#ef8d5a"],
      [1, "#fbc86e"],
    ],
    hy,
  );
  sun(a, 1280, 590, 70, "#fff0c0", "#ffc46a", 560, 0.7);
  streaks(a, r, 12, 150, 460, "#f7a37a", 0.45, 12);
  let far = "";
  for (let x = -40; x < 1980; x += r.range(14, 30))
    far += E(x, hy - r.range(4, 16), r.range(10, 22), r.range(10, 20), "");
  a.add(`<g fill="#3a1f33">${far.replace(/ fill=""/g, "")}</g>`, R(0, hy - 10, a.W, 12, "#3a1f33"));
  for (let i = 0; i < 16; i++)
    palm(a, r, r.range(700, 1900), hy - 4, r.range(50, 90), r.range(-0.15, 0.15), "#3a1f33");
  houseboat(a, 1020, hy + 24, 360, "#2b1624", "#2b1624", "#2b1624", "#2b1624");
  a.rect(
    0,
    hy,
    a.W,
    a.H - hy,
    a.lin(
      [
        [0, "#e9905e"],
        [0.5, "#7a3b55"],
        [1, "#2a1530"],
      ],
      hy,
      a.H,
    ),
  );
  reflect(a, m0, hy, 0.5);
  glitter(a, r, 1280, hy + 4, a.H, "#ffe1a0", 130, 120, 0.8);
  ripples(a, r, hy + 4, a.H, "#ffd1a0", 50, 0.2, 700, 1920);
  palm(a, r, 1800, 1100, 760, -0.32, "#1e0f1d");
  palm(a, r, 1900, 1100, 640, -0.22, "#1e0f1d");
  palm(a, r, 1660, 1100, 520, -0.4, "#1e0f1d");
  a.path(
    smoothD([
      [1960, 940],
      [1700, 980],
      [1560, 1100],
    ]) + "L1960 1100Z",
    "#1e0f1d",
  );
}

/** Kashmir at dusk: Dal lake, houseboats and a shikara under violet snows */
function dalDusk(a: Art) {
  const r = a.r;
  const hy = 640;
  const boat = {
    hull: "#1f1622",
    wood: "#3a2a30",
    trim: "#6a5560",
    roof: "#2a1f2a",
    win: "#1a1018",
    lit: "#ffcf7a",
  };
  const m0 = a.mark();
  sky(
    a,
    [
      [0, "#1c2352"],
      [0.5, "#5a4f8c"],
      [0.82, "#d89aa6"],
      [1, "#f6c6a4"],
    ],
    hy,
  );
  stars(a, 120, 260, r);
  mountains(a, r, {
    peaks: [
      [100, 330],
      [480, 260],
      [860, 320],
      [1240, 230],
      [1620, 300],
      [1900, 280],
    ],
    base: 600,
    fill: "#8a80a8",
    shade: "#3f3766",
    shadeO: 0.45,
    snow: { y: 340, fill: "#f3dce6", jag: 40 },
    seg: 10,
    rim: { color: "#ffe6ee", o: 0.5 },
  });
  mist(a, 420, 620, "#c89ab0", 0.45);
  const hl = hillLine(a, r, 628, 24, 2, 60);
  a.path(hillD(a, hl), "#2e2640");
  poplars(a, r, [760, 800, 840, 1500, 1540, 1580, 1620], () => hy, [60, 100], "#2a2238");
  a.add(
    dalHouseboat(r, 1060, hy + 12, 300, boat),
    dalHouseboat(r, 1380, hy + 14, 340, boat),
    dalHouseboat(r, 1720, hy + 12, 280, boat),
  );
  a.rect(
    0,
    hy,
    a.W,
    a.H - hy,
    a.lin(
      [
        [0, "#8a7098"],
        [0.35, "#3a3060"],
        [1, "#100d24"],
      ],
      hy,
      a.H,
    ),
  );
  reflect(a, m0, hy, 0.3);
  ripples(a, r, hy + 4, a.H, "#f0d6e6", 60, 0.25, 600, 1920);
  shikara(a, 1400, 860, 420, "#1a1020", "#7a1f2e", "#e8b860", "#120a14");
  broadTree(a, r, 1860, 1080, 420, 560, {
    trunk: "#1a1018",
    dark: "#2a1520",
    mid: "#4a1e28",
    light: "#7a2e2e",
  });
  a.add(
    P(
      smoothD([
        [-60, 1000],
        [600, 990],
        [1200, 1030],
        [1960, 1010],
      ]) + "L1960 1100L-60 1100Z",
      "#120f22",
      op(0.6),
    ),
  );
}

export const HEROES: ((a: Art) => void)[] = [highPasses, backwaters, dalDusk];
