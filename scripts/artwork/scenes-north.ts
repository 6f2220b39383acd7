/** Scenes for Spiti, Kashmir and Manali. */
import type { Art } from "./core";
import { type Pt, type Scene, C, E, P, R, op, stroke, f, smoothD, lerp } from "./core";
import {
  autoPeaks,
  birds,
  cloud,
  forest,
  glitter,
  hillD,
  hillLine,
  milkyWay,
  mist,
  mountains,
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
import { flagPole, prayerFlags, shikara, stupa } from "./structures";
import {
  broadTree,
  confetti,
  dalHouseboat,
  hillGompa,
  mudHouse,
  paraglider,
  tent,
  woodHouse,
} from "./landmarks";

const GOMPA = { wall: "#f6f0e6", band: "#8a2f2c", shade: "#8f7a86", win: "#3a2622", roof: "#e0ab3e" };

/** braided glacial river across a wide gravel bed */
function braids(a: Art, y0: number, y1: number, color: string, o = 0.85) {
  const r = a.r;
  for (let k = 0; k < 4; k++) {
    const pts: Pt[] = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      pts.push([
        lerp(-60, a.W + 60, t),
        lerp(y0, y1, t * 0.6 + k * 0.12) + Math.sin(t * 9 + k * 2) * 10 + r.range(-6, 6),
      ]);
    }
    a.path(smoothD(pts), "none", stroke(color, lerp(3, 9, k / 3)) + op(o * r.range(0.6, 1)));
  }
}

export const spiti: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // Key monastery on its conical hill under a deep high-altitude sky
    sky(
      a,
      [
        [0, "#123f91"],
        [0.55, "#2f72c4"],
        [1, "#a8cfea"],
      ],
      560,
    );
    cloud(a, 1060, 150, 260, "#ffffff", "#d6e4f2", 0.95);
    cloud(a, 120, 230, 170, "#ffffff", "#d6e4f2", 0.85);
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 290, 370),
      base: 560,
      fill: "#b9aab0",
      shade: "#66607e",
      shadeO: 0.4,
      snow: { y: 330, fill: "#f4f5fa" },
      seg: 10,
    });
    mist(a, 360, 560, "#c9dbec", 0.5);
    mountains(a, r, {
      peaks: [
        [60, 420],
        [330, 380],
        [640, 450],
        [1180, 400],
        [1460, 440],
      ],
      base: 700,
      fill: "#d3a46c",
      shade: "#7a4d2c",
      shadeO: 0.5,
      rim: { color: "#f6dba8", o: 0.45 },
      rough: 0.2,
    });
    mist(a, 520, 720, "#e8cfa6", 0.35);
    hillGompa(a, r, 880, 440, 770, 230, "#9c6438", "#5e3720", GOMPA);
    // valley floor and braided Spiti river
    const floor = hillLine(a, r, 780, 12, 1, 80);
    a.path(
      hillD(a, floor),
      a.lin(
        [
          [0, "#cdb48e"],
          [1, "#a98a63"],
        ],
        760,
        1000,
      ),
    );
    braids(a, 800, 900, "#8cc2d6");
    poplars(
      a,
      r,
      [180, 215, 250, 290, 1240, 1280, 1310],
      (x) => yOn(floor, x) + 24,
      [70, 110],
      "#9aa644",
      "#c3cc5e",
    );
    // foreground scree with a cairn and flags
    a.path(
      smoothD([
        [-60, 900],
        [260, 880],
        [520, 930],
        [700, 1040],
      ]) + "L-60 1040Z",
      "#8f6a46",
    );
    a.path(
      smoothD([
        [1560, 910],
        [1320, 900],
        [1120, 960],
        [1000, 1040],
      ]) + "L1560 1040Z",
      "#7f5b3b",
    );
    let st = "";
    for (let i = 0; i < 26; i++)
      st += E(r.range(0, 560), r.range(930, 1000), r.range(5, 14), r.range(3, 6), "");
    a.add(`<g fill="#6f4f33">${st.replace(/ fill=""/g, "")}</g>`);
    flagPole(a, r, 1330, 920, 220, "#d33b2c", "#3b2a20");
    prayerFlags(a, r, [1330, 705], [1560, 800], 18, 16);
    birds(a, r, 560, 260, 3, 10, "#1f2c4a");
  } else if (v === 2) {
    // Chandratal: the moon lake among bare slopes, tents on the meadow
    const hy = 640;
    sky(
      a,
      [
        [0, "#1e5aa8"],
        [0.6, "#5e9ad6"],
        [1, "#cfe3f1"],
      ],
      hy,
    );
    cloud(a, 280, 170, 320, "#ffffff", "#dce7f3");
    cloud(a, 1160, 120, 220, "#ffffff", "#dce7f3", 0.9);
    const m0 = a.mark();
    mountains(a, r, {
      peaks: [
        [60, 330],
        [380, 260],
        [720, 340],
        [1000, 250],
        [1320, 320],
      ],
      base: hy,
      fill: "#a9a1ae",
      shade: "#585370",
      shadeO: 0.45,
      snow: { y: 330, fill: "#f8f8fc", jag: 36 },
      seg: 10,
    });
    mountains(a, r, {
      peaks: [
        [-40, 520],
        [300, 470],
        [760, 540],
        [1120, 480],
        [1540, 520],
      ],
      base: hy + 6,
      fill: "#9f7b5a",
      shade: "#5b3f2c",
      shadeO: 0.45,
      rough: 0.12,
      valley: [0.5, 0.8],
    });
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#1c7fa3"],
          [0.5, "#2fb3bd"],
          [1, "#7ed9cf"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.35);
    ripples(a, r, hy + 4, 820, "#e8fbff", 50, 0.3);
    // the crescent shore
    a.path(
      smoothD([
        [-60, 760],
        [260, 740],
        [620, 780],
        [980, 860],
        [1300, 900],
        [1560, 880],
      ]) + "L1560 1040L-60 1040Z",
      "#8fa060",
    );
    a.path(
      smoothD([
        [-60, 800],
        [300, 790],
        [700, 840],
        [1100, 930],
        [1560, 940],
      ]) + "L1560 1040L-60 1040Z",
      "#7a8c4c",
    );
    a.path(
      smoothD([
        [-60, 900],
        [400, 880],
        [900, 950],
        [1560, 990],
      ]) + "L1560 1040L-60 1040Z",
      "#65763e",
    );
    a.add(
      tent(300, 842, 90, "#f2a23a", "#7a4a16"),
      tent(420, 850, 76, "#e4573d", "#6d2317"),
      tent(520, 862, 84, "#f4e7c8", "#6b5a3a"),
      tent(1180, 970, 110, "#2c8c7a", "#12443b"),
    );
    flagPole(a, r, 640, 880, 160, "#2b66c6", "#33291f");
    prayerFlags(a, r, [640, 722], [880, 900], 14, 13);
    let st = "";
    for (let i = 0; i < 40; i++)
      st += E(r.range(0, 1500), r.range(900, 1000), r.range(5, 12), r.range(2, 5), "");
    a.add(`<g fill="#566437">${st.replace(/ fill=""/g, "")}</g>`);
  } else if (v === 3) {
    // winter: Key under snow, a frozen river and a village in the foreground
    sky(
      a,
      [
        [0, "#6d8fc4"],
        [0.55, "#b6c8e4"],
        [0.85, "#f1d9d7"],
        [1, "#fbe9dc"],
      ],
      620,
    );
    sun(a, 1220, 400, 34, "#fff8ea", "#ffe2c4", 320, 0.55);
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 250, 340),
      base: 600,
      fill: "#e4e7f2",
      shade: "#6f7daa",
      shadeO: 0.55,
      seg: 10,
      light: "r",
      rim: { color: "#fff5ec", o: 0.7 },
    });
    mist(a, 400, 620, "#f3e3e0", 0.5);
    mountains(a, r, {
      peaks: [
        [80, 460],
        [420, 420],
        [1000, 470],
        [1360, 430],
      ],
      base: 720,
      fill: "#dcdfec",
      shade: "#6b6a8c",
      shadeO: 0.5,
      light: "r",
      rough: 0.18,
      rim: { color: "#ffffff", o: 0.8 },
    });
    hillGompa(a, r, 640, 470, 770, 170, "#a89a9c", "#5f5670", { ...GOMPA, shade: "#7c7f9e" }, "r");
    mist(a, 700, 800, "#f6f7fb", 0.8);
    a.path(
      smoothD([
        [-60, 780],
        [400, 770],
        [900, 790],
        [1560, 775],
      ]) + "L1560 1040L-60 1040Z",
      "#f6f7fb",
    );
    a.path(
      riverD(
        [
          [1560, 800],
          [1200, 812],
          [900, 830],
          [620, 870],
          [400, 940],
          [300, 1060],
        ],
        20,
        170,
      ),
      "#b7d3e6",
    );
    a.path(
      riverD(
        [
          [1560, 800],
          [1200, 812],
          [900, 830],
          [620, 870],
          [400, 940],
          [300, 1060],
        ],
        6,
        60,
      ),
      "#e3f0f8",
      op(0.7),
    );
    // village
    const houses: [number, number, number, number][] = [
      [900, 900, 120, 70],
      [1030, 890, 90, 62],
      [1150, 905, 140, 74],
      [1290, 895, 100, 66],
      [1420, 910, 130, 72],
    ];
    let hs = "";
    for (const [x, y, w, h] of houses) {
      hs += mudHouse(r, x, y, w, h, "#f2ece4", "#8d8aa6", "#6a3b2e", "#3b2a26", "#7a5a3f");
      hs += P(`M${x - w / 2 - 4} ${y - h - 4}Q${x} ${y - h - 16} ${x + w / 2 + 4} ${y - h - 4}Z`, "#ffffff");
    }
    a.add(hs);
    a.path(
      smoothD([
        [-60, 930],
        [600, 960],
        [1100, 920],
        [1560, 950],
      ]) + "L1560 1040L-60 1040Z",
      "#ffffff",
    );
    poplars(a, r, [90, 130, 170, 210, 250], (x) => 990 - x * 0.05, [130, 180], "#9a8478", "#c9b7aa");
    stupa(a, 620, 975, 120, "#f7f3ec", "#8d8aa6", "#d4a24a", "#8a2f2c", 0.4, "r");
  } else {
    // starry night over a mud-brick village
    sky(
      a,
      [
        [0, "#050817"],
        [0.6, "#121c3f"],
        [1, "#2a3868"],
      ],
      700,
    );
    milkyWay(a, 420, -40, 1100, 760, 150, r, "#d7dcff");
    stars(a, 420, 680, r);
    mountains(a, r, {
      peaks: [
        [120, 470],
        [520, 380],
        [900, 450],
        [1280, 400],
      ],
      base: 700,
      fill: "#2a3254",
      shade: "#121732",
      shadeO: 0.5,
      snow: { y: 430, fill: "#8f9bc4", jag: 22 },
      seg: 10,
      light: "r",
    });
    mountains(a, r, {
      peaks: [
        [-20, 600],
        [380, 570],
        [800, 620],
        [1200, 580],
        [1540, 600],
      ],
      base: 760,
      fill: "#1c1a2b",
      shade: "#0d0c18",
      shadeO: 0.5,
      rough: 0.1,
    });
    const ground = hillLine(a, r, 830, 30, 1.2, 80);
    a.path(hillD(a, ground), "#15131f");
    let hs = "";
    const xs = [220, 330, 450, 560, 700, 820];
    xs.forEach((x, i) => {
      const w = r.range(90, 130);
      const h = r.range(56, 74);
      hs += mudHouse(
        r,
        x,
        yOn(ground, x) + 30 + (i % 2) * 14,
        w,
        h,
        "#4b4a60",
        "#161526",
        "#2a1c22",
        "#1c1a26",
        "#2b2430",
        "#ffc972",
      );
    });
    a.add(hs);
    a.path(
      smoothD([
        [-60, 920],
        [500, 900],
        [1000, 940],
        [1560, 910],
      ]) + "L1560 1040L-60 1040Z",
      "#0d0c16",
    );
    stupa(a, 1180, 930, 150, "#5c5f7e", "#14152a", "#8f7a44", "#2f1c26", 0.5, "r");
    prayerFlags(a, r, [1180, 790], [1480, 880], 18, 14, 0.7, "#0b0a12", ["#1b2447", 0.5]);
  }
};

const CHINAR_AUTUMN = { trunk: "#4a3226", dark: "#a8341f", mid: "#d8572a", light: "#f3a03d" };

/** floating lotus pads */
function lotusPads(
  a: Art,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  n: number,
  green: string,
  flower?: string,
) {
  const r = a.r;
  let s = "";
  for (let i = 0; i < n; i++) {
    const t = Math.pow(r.next(), 0.8);
    const y = lerp(y0, y1, t);
    const x = r.range(x0, x1);
    const rx = lerp(10, 46, t) * r.range(0.7, 1.2);
    s += P(
      `M${f(x)} ${f(y)}L${f(x + rx)} ${f(y - rx * 0.08)}A${f(rx)} ${f(rx * 0.32)} 0 1 1 ${f(x + rx * 0.9)} ${f(y + rx * 0.12)}Z`,
      green,
      op(r.range(0.75, 1)),
    );
    if (flower && r.chance(0.18)) s += C(x - rx * 0.2, y - rx * 0.3, rx * 0.22, flower);
  }
  a.add(s);
}

export const kashmir: Scene = (a, v) => {
  const r = a.r;
  const boat = { hull: "#3b2a22", wood: "#8a5a34", trim: "#e7d2a6", roof: "#5d6b5a", win: "#2b211c" };
  if (v === 1) {
    // Dal lake on a clear morning: houseboats, a shikara and the Zabarwan snows
    const hy = 600;
    sky(
      a,
      [
        [0, "#4f86c6"],
        [0.6, "#a8c9e4"],
        [1, "#f1ead8"],
      ],
      hy,
    );
    cloud(a, 980, 170, 300, "#ffffff", "#dfe8f1", 0.9);
    const m0 = a.mark();
    mountains(a, r, {
      peaks: [
        [60, 300],
        [380, 250],
        [700, 320],
        [1000, 240],
        [1300, 300],
        [1520, 280],
      ],
      base: 540,
      fill: "#9aa7c0",
      shade: "#4f5b80",
      shadeO: 0.45,
      snow: { y: 360, fill: "#f7f9fd", jag: 40 },
      seg: 10,
    });
    mist(a, 380, 560, "#e8eef2", 0.6);
    const hl = hillLine(a, r, 560, 40, 2, 60);
    a.path(hillD(a, hl), "#6c8a6e");
    poplars(
      a,
      r,
      [120, 160, 200, 520, 560, 600, 640, 1080, 1120, 1160],
      () => hy,
      [60, 100],
      "#4d6d48",
      "#6c8e5a",
    );
    for (const x of [320, 860, 1320])
      broadTree(a, r, x, hy, 120, 110, {
        trunk: "#4b3a2c",
        dark: "#3f6a3c",
        mid: "#55834b",
        light: "#80a86a",
      });
    a.add(
      dalHouseboat(r, 420, hy + 16, 300, boat),
      dalHouseboat(r, 760, hy + 14, 260, { ...boat, wood: "#7a4c2e", roof: "#6b4b3a" }),
      dalHouseboat(r, 1130, hy + 18, 320, boat),
    );
    a.rect(
      0,
      hy + 4,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#7fa6bf"],
          [1, "#2f6483"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy + 4, 0.45);
    ripples(a, r, hy + 8, a.H, "#eaf4fa", 70, 0.35);
    lotusPads(a, -40, 560, 800, 1010, 60, "#3f7a3e", "#f2a7c3");
    lotusPads(a, 1100, 1540, 860, 1010, 30, "#3f7a3e", "#f2a7c3");
    shikara(a, 820, 880, 360, "#5a2e1e", "#b3262e", "#f0d37a", "#2b1c18");
    birds(a, r, 420, 240, 4, 10, "#38445c");
  } else if (v === 2) {
    // autumn evening: chinar gold over the lake and a shikara for two
    const hy = 640;
    sky(
      a,
      [
        [0, "#3a3466"],
        [0.4, "#b35f73"],
        [0.72, "#f29a5e"],
        [1, "#fcd38b"],
      ],
      hy,
    );
    sun(a, 820, 590, 56, "#fff0c2", "#ffc26e", 460, 0.65);
    streaks(a, r, 10, 170, 460, "#f8b48a", 0.45, 12);
    const m0 = a.mark();
    mountains(a, r, {
      peaks: [
        [100, 420],
        [460, 380],
        [820, 440],
        [1180, 390],
        [1480, 430],
      ],
      base: hy,
      fill: "#7e5778",
      shade: "#3f2a4d",
      shadeO: 0.4,
      snow: { y: 440, fill: "#f5c7b5", jag: 26 },
      seg: 10,
      light: "r",
    });
    mist(a, 480, hy, "#e89a80", 0.45);
    let far = "";
    for (let x = -20; x < 1540; x += r.range(16, 30))
      far += E(x, hy - r.range(4, 14), r.range(14, 26), r.range(12, 22), "");
    a.add(`<g fill="#4a2b3a">${far.replace(/ fill=""/g, "")}</g>`);
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#e99a6e"],
          [1, "#4b2d4f"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.5);
    glitter(a, r, 820, hy + 4, a.H, "#ffe0a6", 110, 100, 0.8);
    ripples(a, r, hy + 4, a.H, "#ffd3a6", 40, 0.25);
    shikara(a, 900, 820, 380, "#2a1520", "#2a1520", "#2a1520", "#2a1520");
    shikara(a, 420, 720, 200, "#3b1f2b", "#3b1f2b", "#3b1f2b", "#3b1f2b");
    // chinar framing the left side, leaves drifting down
    a.path(
      smoothD([
        [-60, 900],
        [200, 880],
        [380, 930],
        [480, 1040],
      ]) + "L-60 1040Z",
      "#3a1c1e",
    );
    broadTree(a, r, 110, 940, 560, 820, CHINAR_AUTUMN);
    broadTree(a, r, 1480, 960, 380, 560, { ...CHINAR_AUTUMN, dark: "#8d2a1e", mid: "#c24a25" });
    confetti(a, r, 50, 0, 1500, 300, 1000, ["#f3a03d", "#d8572a", "#f6c453"], 9);
  } else if (v === 3) {
    // Gulmarg in winter: snowy meadow, frosted firs and the gondola
    sky(
      a,
      [
        [0, "#2f6fc0"],
        [0.6, "#7fb1e3"],
        [1, "#dceaf6"],
      ],
      560,
    );
    cloud(a, 200, 160, 260, "#ffffff", "#dbe6f2", 0.9);
    mountains(a, r, {
      peaks: [
        [100, 280],
        [420, 230],
        [760, 300],
        [1100, 220],
        [1420, 280],
      ],
      base: 560,
      fill: "#dfe6f2",
      shade: "#6f82ad",
      shadeO: 0.55,
      seg: 10,
      rim: { color: "#ffffff", o: 0.8 },
    });
    mist(a, 400, 600, "#eef4fb", 0.6);
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 640 + Math.sin(x / 150) * 20,
      n: 90,
      h: [50, 90],
      fill: "#385a5a",
      snow: "#f4f8fc",
    });
    const field = hillLine(a, r, 700, 30, 1.2, 60);
    a.path(
      hillD(a, field),
      a.lin(
        [
          [0, "#f7fafd"],
          [1, "#dde7f2"],
        ],
        680,
        1000,
      ),
    );
    // gondola line climbing to the right
    a.path(`M-20 900Q700 640 1540 260`, "none", stroke("#4a5566", 2.4));
    for (const t of [0.18, 0.42, 0.66, 0.86]) {
      const x = lerp(-20, 1540, t);
      const y = (1 - t) * (1 - t) * 900 + 2 * (1 - t) * t * 640 + t * t * 260;
      a.add(
        R(x - 2, y, 4, 26, "#4a5566"),
        R(x - 27, y + 24, 54, 44, "#d9363e", ` rx="8"`),
        R(x - 20, y + 32, 40, 15, "#bfe1f5", ` rx="3"`),
      );
    }
    woodHouse(
      a,
      r,
      300,
      850,
      150,
      170,
      { stone: "#8d7a6a", wood: "#6b4630", roof: "#5a5f6a", win: "#2b2420", snow: "#ffffff" },
      "r",
    );
    woodHouse(
      a,
      r,
      520,
      820,
      100,
      115,
      { stone: "#8d7a6a", wood: "#7a5238", roof: "#5a5f6a", win: "#2b2420", snow: "#ffffff" },
      "r",
    );
    forest(a, r, {
      x0: 1120,
      x1: 1540,
      y: (x) => 960 - (x - 1120) * 0.1,
      n: 7,
      h: [220, 320],
      fill: "#24423f",
      snow: "#f4f8fc",
    });
    a.path(
      smoothD([
        [-60, 960],
        [500, 930],
        [1000, 970],
        [1560, 940],
      ]) + "L1560 1040L-60 1040Z",
      "#ffffff",
    );
    let tr = "";
    for (let i = 0; i < 18; i++) tr += E(560 + i * 38, 990 - i * 6, 6, 3, "");
    a.add(`<g fill="#c9d6e6">${tr.replace(/ fill=""/g, "")}</g>`);
  } else {
    // Pahalgam / Betaab valley in spring: meadow, pines and the Lidder river
    sky(
      a,
      [
        [0, "#2d6cb8"],
        [0.6, "#78ade0"],
        [1, "#d8ebf5"],
      ],
      520,
    );
    cloud(a, 1000, 140, 360, "#ffffff", "#dce7f2");
    cloud(a, 160, 220, 200, "#ffffff", "#dce7f2", 0.9);
    mountains(a, r, {
      peaks: [
        [200, 300],
        [560, 240],
        [900, 310],
        [1260, 260],
      ],
      base: 520,
      fill: "#9ba6bc",
      shade: "#4e5a7b",
      shadeO: 0.45,
      snow: { y: 340, fill: "#f8fafd", jag: 36 },
      seg: 10,
    });
    mist(a, 380, 540, "#e6eff5", 0.5);
    mountains(a, r, {
      peaks: [
        [-40, 380],
        [260, 420],
        [1240, 400],
        [1540, 360],
      ],
      base: 640,
      fill: "#3e6a4e",
      shade: "#213f30",
      shadeO: 0.45,
      rough: 0.12,
    });
    forest(a, r, { x0: -40, x1: 420, y: (x) => 520 + x * 0.2, n: 40, h: [50, 90], fill: "#274a37" });
    forest(a, r, {
      x0: 1080,
      x1: 1540,
      y: (x) => 620 - (x - 1080) * 0.2,
      n: 40,
      h: [50, 90],
      fill: "#274a37",
    });
    const meadow = hillLine(a, r, 660, 20, 1.4, 60);
    a.path(
      hillD(a, meadow),
      a.lin(
        [
          [0, "#8cbf5a"],
          [1, "#5f9a3f"],
        ],
        640,
        1000,
      ),
    );
    a.path(
      riverD(
        [
          [760, 650],
          [720, 700],
          [820, 760],
          [700, 850],
          [860, 940],
          [760, 1060],
        ],
        16,
        230,
      ),
      "#a9d8e4",
    );
    a.path(
      riverD(
        [
          [760, 650],
          [720, 700],
          [820, 760],
          [700, 850],
          [860, 940],
          [760, 1060],
        ],
        4,
        80,
      ),
      "#e7f6fa",
      op(0.7),
    );
    let rocks = "";
    for (let i = 0; i < 14; i++)
      rocks += E(r.range(640, 900), r.range(760, 1000), r.range(8, 22), r.range(5, 12), "");
    a.add(`<g fill="#8d958f">${rocks.replace(/ fill=""/g, "")}</g>`);
    forest(a, r, { x0: -40, x1: 340, y: () => 1010, n: 6, h: [300, 460], fill: "#1f3d2c" });
    forest(a, r, { x0: 1240, x1: 1560, y: () => 1010, n: 5, h: [320, 480], fill: "#1f3d2c" });
    let fl = "";
    for (let i = 0; i < 90; i++)
      fl += C(
        r.range(300, 1240),
        r.range(700, 1000),
        r.range(2, 4),
        r.pick(["#fbe36a", "#ffffff", "#f49ac1"]),
      );
    a.add(fl);
  }
};

export const manali: Scene = (a, v) => {
  const r = a.r;
  const house = { stone: "#9a8877", wood: "#7a4e30", roof: "#5b5f6b", win: "#2a201b" };
  if (v === 1) {
    // Solang in winter sun: paragliders over snowy slopes
    sky(
      a,
      [
        [0, "#1f5fb4"],
        [0.6, "#6fa6dc"],
        [1, "#d5e6f4"],
      ],
      600,
    );
    mountains(a, r, {
      peaks: [
        [40, 300],
        [380, 220],
        [700, 300],
        [1040, 200],
        [1380, 280],
      ],
      base: 600,
      fill: "#e2e8f3",
      shade: "#6c7fab",
      shadeO: 0.5,
      seg: 10,
      rim: { color: "#ffffff", o: 0.8 },
    });
    mist(a, 420, 620, "#eef4fb", 0.5);
    mountains(a, r, {
      peaks: [
        [-40, 470],
        [300, 440],
        [700, 500],
        [1100, 450],
        [1540, 480],
      ],
      base: 700,
      fill: "#f2f5fa",
      shade: "#8a97b8",
      shadeO: 0.45,
      rough: 0.1,
      valley: [0.5, 0.8],
    });
    forest(a, r, {
      x0: -40,
      x1: 600,
      y: (x) => 620 + x * 0.12,
      n: 60,
      h: [40, 80],
      fill: "#2f4f4c",
      snow: "#f3f7fb",
    });
    forest(a, r, {
      x0: 1000,
      x1: 1540,
      y: (x) => 720 - (x - 1000) * 0.12,
      n: 50,
      h: [40, 80],
      fill: "#2f4f4c",
      snow: "#f3f7fb",
    });
    const slope = hillLine(a, r, 780, 40, 1, 60);
    a.path(
      hillD(a, slope),
      a.lin(
        [
          [0, "#ffffff"],
          [1, "#dfe8f3"],
        ],
        740,
        1000,
      ),
    );
    a.add(
      paraglider(420, 200, 160, "#e8443a", "#fbd34d", "#2a2a35", -8),
      paraglider(1020, 330, 120, "#1f8a8a", "#f7f3e8", "#2a2a35", 6),
      paraglider(760, 120, 80, "#f59e0b", "#ffffff", "#2a2a35", -4),
    );
    woodHouse(a, r, 1180, 900, 170, 190, { ...house, snow: "#ffffff" }, "l");
    forest(a, r, { x0: -40, x1: 300, y: () => 1010, n: 5, h: [280, 400], fill: "#24403e", snow: "#f3f7fb" });
    a.path(
      smoothD([
        [-60, 960],
        [600, 940],
        [1100, 990],
        [1560, 960],
      ]) + "L1560 1040L-60 1040Z",
      "#f7fafd",
    );
  } else if (v === 2) {
    // Old Manali: timber-laced houses, apple blossom and deodars
    sky(
      a,
      [
        [0, "#3d7cc4"],
        [0.6, "#9cc3e4"],
        [1, "#e8f0ec"],
      ],
      520,
    );
    cloud(a, 300, 150, 280, "#ffffff", "#dfe8f1", 0.95);
    mountains(a, r, {
      peaks: [
        [120, 260],
        [480, 200],
        [860, 280],
        [1200, 210],
        [1500, 270],
      ],
      base: 520,
      fill: "#a3aec4",
      shade: "#52608a",
      shadeO: 0.45,
      snow: { y: 310, fill: "#f8fafd", jag: 40 },
      seg: 10,
    });
    mist(a, 360, 540, "#e3ece8", 0.55);
    mountains(a, r, {
      peaks: [
        [-40, 420],
        [400, 380],
        [900, 440],
        [1400, 400],
      ],
      base: 660,
      fill: "#3f6650",
      shade: "#22402f",
      shadeO: 0.45,
      rough: 0.12,
    });
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 600 + Math.sin(x / 180) * 30,
      n: 110,
      h: [50, 100],
      fill: "#26473a",
    });
    const lawn = hillLine(a, r, 760, 30, 1.3, 60);
    a.path(hillD(a, lawn), "#6f9a4a");
    woodHouse(a, r, 520, 790, 200, 230, house, "r");
    woodHouse(a, r, 900, 800, 240, 270, { ...house, wood: "#6e4429" }, "r");
    woodHouse(a, r, 1260, 780, 170, 200, house, "l");
    a.path(
      smoothD([
        [-60, 860],
        [400, 840],
        [900, 880],
        [1560, 850],
      ]) + "L1560 1040L-60 1040Z",
      "#5b8a3c",
    );
    const blossom = { trunk: "#5a3e2e", dark: "#e7a3b9", mid: "#f6c6d3", light: "#fff0f4" };
    broadTree(a, r, 160, 980, 300, 330, blossom);
    broadTree(a, r, 1380, 1000, 280, 300, blossom);
    broadTree(a, r, 700, 1010, 200, 210, { ...blossom, dark: "#d98aa6" });
    confetti(a, r, 40, 0, 1500, 700, 1000, ["#f6c6d3", "#ffffff"], 5);
  } else if (v === 3) {
    // the Beas at Kasol: boulders, rapids and steep pine slopes in morning light
    sky(
      a,
      [
        [0, "#5b8cc8"],
        [0.55, "#c0d6e4"],
        [1, "#f7e3c2"],
      ],
      460,
    );
    sun(a, 760, 330, 40, "#fff7e0", "#ffe3a6", 360, 0.6);
    mountains(a, r, {
      peaks: [
        [420, 250],
        [760, 300],
        [1060, 240],
      ],
      base: 460,
      fill: "#b9bfd0",
      shade: "#6a7395",
      shadeO: 0.4,
      snow: { y: 300, fill: "#fbf6f0" },
      seg: 10,
    });
    mist(a, 300, 480, "#f4e6cc", 0.55);
    a.path(
      smoothD([
        [-60, 200],
        [200, 260],
        [420, 400],
        [560, 520],
        [640, 640],
        [700, 1040],
      ]) + "L-60 1040Z",
      "#3b6248",
    );
    a.path(
      smoothD([
        [1560, 180],
        [1300, 250],
        [1060, 400],
        [940, 520],
        [860, 640],
        [820, 1040],
      ]) + "L1560 1040Z",
      "#335a43",
    );
    forest(a, r, {
      x0: -40,
      x1: 560,
      y: (x) => 230 + x * 0.55,
      n: 70,
      h: [60, 120],
      fill: "#1f3e2e",
      jitterY: 200,
    });
    forest(a, r, {
      x0: 960,
      x1: 1540,
      y: (x) => 560 - (x - 960) * 0.55,
      n: 70,
      h: [60, 120],
      fill: "#1c3a2b",
      jitterY: 200,
    });
    mist(a, 420, 640, "#f3e7d3", 0.35, "band");
    a.path(
      riverD(
        [
          [760, 470],
          [720, 560],
          [780, 660],
          [700, 780],
          [760, 900],
          [700, 1060],
        ],
        20,
        520,
      ),
      a.lin(
        [
          [0, "#9fd0d8"],
          [1, "#3f8f9c"],
        ],
        470,
        1000,
      ),
    );
    let foam = "";
    for (let i = 0; i < 60; i++) {
      const y = r.range(520, 1000);
      foam += E(r.range(560, 900), y, r.range(8, 30) * (y / 700), r.range(2, 5), "");
    }
    a.add(`<g fill="#ffffff"${op(0.7)}>${foam.replace(/ fill=""/g, "")}</g>`);
    let rocks = "";
    for (let i = 0; i < 16; i++) {
      const y = r.range(640, 1000);
      const s = y / 700;
      rocks += E(
        r.range(520, 980),
        y,
        r.range(18, 40) * s,
        r.range(10, 20) * s,
        r.pick(["#8f8a84", "#a29c94", "#7b7670"]),
      );
    }
    a.add(rocks);
    woodHouse(a, r, 260, 830, 180, 210, house, "r");
    a.path(
      smoothD([
        [-60, 900],
        [200, 880],
        [420, 940],
        [560, 1040],
      ]) + "L-60 1040Z",
      "#2c4a34",
    );
    forest(a, r, { x0: 1250, x1: 1560, y: () => 1010, n: 4, h: [320, 460], fill: "#173226" });
  } else {
    // Hampta pass camp: alpine meadow at dusk under glowing rock walls
    sky(
      a,
      [
        [0, "#2e3a6e"],
        [0.5, "#9b7aa6"],
        [0.85, "#f3b28e"],
        [1, "#fcd6a6"],
      ],
      560,
    );
    streaks(a, r, 8, 140, 360, "#f8c2a6", 0.4);
    mountains(a, r, {
      peaks: [
        [80, 250],
        [420, 200],
        [760, 280],
        [1100, 190],
        [1420, 260],
      ],
      base: 560,
      fill: "#b98a8a",
      shade: "#57406a",
      shadeO: 0.5,
      snow: { y: 300, fill: "#ffe1d2", jag: 40 },
      seg: 10,
      rim: { color: "#ffd9b8", o: 0.6 },
    });
    mist(a, 380, 580, "#e6a993", 0.45);
    mountains(a, r, {
      peaks: [
        [-40, 420],
        [260, 460],
        [1200, 440],
        [1540, 400],
      ],
      base: 680,
      fill: "#5c5a6e",
      shade: "#2f2c44",
      shadeO: 0.5,
      rough: 0.14,
    });
    const meadow = hillLine(a, r, 690, 16, 1.3, 60);
    a.path(
      hillD(a, meadow),
      a.lin(
        [
          [0, "#6f8a4c"],
          [1, "#3c5a34"],
        ],
        670,
        1000,
      ),
    );
    a.path(
      riverD(
        [
          [1560, 700],
          [1200, 720],
          [900, 760],
          [1000, 840],
          [700, 920],
          [560, 1060],
        ],
        8,
        140,
      ),
      "#c9c0d6",
    );
    a.add(
      tent(380, 830, 110, "#f59e0b", "#6b3e0a"),
      tent(530, 860, 96, "#0f766e", "#083f3a"),
      tent(250, 880, 120, "#e2483d", "#5c1712"),
    );
    campfire(a, 430, 900);
    a.path(
      smoothD([
        [-60, 950],
        [400, 930],
        [900, 970],
        [1560, 940],
      ]) + "L1560 1040L-60 1040Z",
      "#2c4028",
    );
    stars(a, 60, 200, r);
  }
};

/** campfire with a warm halo */
function campfire(a: Art, x: number, y: number) {
  a.add(
    E(
      x,
      y,
      120,
      60,
      a.rad(
        [
          [0, "#ffb347", 0.55],
          [1, "#ffb347", 0],
        ],
        x,
        y,
        120,
        0.5,
      ),
    ),
  );
  a.add(
    P(`M${x - 14} ${y}L${x} ${y - 34}L${x + 14} ${y}Z`, "#ffb020"),
    P(`M${x - 7} ${y}L${x} ${y - 18}L${x + 7} ${y}Z`, "#fff1b0"),
  );
  a.add(R(x - 20, y - 2, 40, 5, "#3b2718", ` rx="2"`));
}
