/** Scenes for Ladakh, Meghalaya, Tawang and Kerala. */
import { type Pt, type Scene, C, E, P, R, op, stroke, f, smoothD, lerp, clamp } from "./core";
import {
  sky,
  sun,
  moon,
  stars,
  milkyWay,
  cloud,
  streaks,
  birds,
  mist,
  mountains,
  autoPeaks,
  hillLine,
  hillD,
  hills,
  yOn,
  reflect,
  ripples,
  glitter,
  riverD,
  forest,
  poplars,
  roundTree,
  palm,
  bushes,
  waterfall,
  rain,
  contourRows,
} from "./nature";
import {
  prayerFlags,
  flagPole,
  stupa,
  type Block,
  tibetanBlocks,
  ganjira,
  houseboat,
  goldenMonastery,
  chineseNet,
  canoe,
} from "./structures";

/* ------------------------------------------------------------------------ */
/* Scenes                                                                    */
/* ------------------------------------------------------------------------ */

export const ladakh: Scene = (a, v) => {
  const r = a.r;
  const W = a.W;
  if (v === 1) {
    // Pangong Tso at midday
    const hy = 590;
    sky(
      a,
      [
        [0, "#16418f"],
        [0.55, "#2f73c6"],
        [1, "#a9cfe9"],
      ],
      hy,
    );
    cloud(a, 180, 150, 260, "#ffffff", "#d5e3f1", 0.95);
    cloud(a, 1050, 110, 340, "#ffffff", "#d5e3f1", 0.9);
    cloud(a, 760, 240, 150, "#ffffff", "#dae6f2", 0.8);
    const m0 = a.mark();
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 300, 390),
      base: hy,
      fill: "#b6a3a6",
      shade: "#5f5878",
      shadeO: 0.35,
      snow: { y: 340, fill: "#f3f5fa" },
      seg: 10,
    });
    mist(a, 380, hy, "#c6d8ea", 0.55);
    mountains(a, r, {
      peaks: [
        [120, 400],
        [420, 350],
        [820, 420],
        [1150, 370],
        [1420, 430],
      ],
      base: hy + 10,
      fill: "#c08a55",
      shade: "#6e3f25",
      shadeO: 0.45,
      rough: 0.18,
    });
    mist(a, 470, hy + 10, "#e4c9a6", 0.35);
    mountains(a, r, {
      peaks: [
        [-20, 500],
        [300, 530],
        [980, 540],
        [1300, 505],
      ],
      base: hy + 5,
      fill: "#9c6a44",
      shade: "#55331f",
      shadeO: 0.4,
      rough: 0.12,
      valley: [0.5, 0.8],
    });
    a.rect(
      0,
      hy,
      W,
      a.H - hy,
      a.lin(
        [
          [0, "#1b4f98"],
          [0.35, "#1f8fb2"],
          [0.75, "#38bfc0"],
          [1, "#7fdccf"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.28);
    a.rect(
      0,
      hy,
      W,
      a.H - hy,
      a.lin(
        [
          [0, "#1b4f98", 0.7],
          [0.2, "#1d86ad", 0.55],
          [1, "#56cfc7", 0.2],
        ],
        hy,
        a.H,
      ),
    );
    ripples(a, r, hy + 4, a.H, "#e9fbff", 90, 0.3);
    // foreground shore with stones
    const shore =
      smoothD([
        [-40, 880],
        [200, 860],
        [420, 905],
        [640, 955],
        [760, 1040],
      ]) + "L-40 1040Z";
    a.path(shore, "#d8c39c");
    a.path(
      smoothD([
        [-40, 930],
        [180, 915],
        [400, 950],
        [560, 1040],
      ]) + "L-40 1040Z",
      "#c3a77c",
    );
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
    [
      [470, 905, 34, 14],
      [468, 884, 26, 11],
      [472, 866, 19, 9],
      [469, 851, 12, 7],
    ].forEach(([x, y, rx, ry]) => (cairn += E(x as number, y as number, rx as number, ry as number, "")));
    a.add(`<g fill="#8c7356">${cairn.replace(/ fill=""/g, "")}</g>`, E(462, 880, 20, 6, "#a99070"));
    prayerFlags(a, r, [80, 622], [470, 845], 40, 22);
    prayerFlags(a, r, [80, 680], [460, 870], 25, 18);
    birds(a, r, 980, 300, 3, 9, "#27324a");
  } else if (v === 2) {
    // golden hour chortens
    sky(
      a,
      [
        [0, "#3f5f99"],
        [0.45, "#c98a7a"],
        [0.75, "#f2b47a"],
        [1, "#f9d9a6"],
      ],
      640,
    );
    sun(a, 260, 500, 34, "#fff3cf", "#ffcf86", 420, 0.6);
    streaks(a, r, 10, 120, 420, "#fbe0c2", 0.45);
    mountains(a, r, {
      peaks: autoPeaks(r, 5, 280, 360),
      base: 600,
      fill: "#d7a58c",
      shade: "#8d5a66",
      shadeO: 0.35,
      snow: { y: 320, fill: "#fde8d6" },
      light: "l",
      seg: 10,
    });
    mist(a, 380, 600, "#f4c79d", 0.5);
    mountains(a, r, {
      peaks: [
        [200, 430],
        [560, 390],
        [900, 450],
        [1250, 400],
      ],
      base: 640,
      fill: "#c47c4c",
      shade: "#5d2f26",
      shadeO: 0.5,
      rim: { color: "#ffd59a", o: 0.5 },
    });
    mist(a, 520, 660, "#f0b783", 0.35);
    const ridgeLine = hills(a, r, 720, 30, "#8e5634", 1.2, 80);
    // chorten row on the ridge
    const xs = [820, 900, 980, 1060, 1140];
    xs.forEach((x, i) =>
      stupa(a, x, yOn(ridgeLine, x) + 6, 110 - i * 6, "#f7ead9", "#7d5a6d", "#d8a23c", "#8a2c2c", 0.45),
    );
    prayerFlags(a, r, [820, yOn(ridgeLine, 820) - 90], [1140, yOn(ridgeLine, 1140) - 70], 12, 12);
    a.path(
      smoothD([
        [-60, 860],
        [300, 800],
        [640, 840],
        [1000, 930],
        [1560, 900],
      ]) + "L1560 1040L-60 1040Z",
      "#5e3524",
    );
    a.path(
      smoothD([
        [-60, 940],
        [400, 900],
        [900, 980],
        [1560, 960],
      ]) + "L1560 1040L-60 1040Z",
      "#47271c",
    );
    a.add(R(240, 640, 6, 260, "#2c1a14"));
    prayerFlags(a, r, [243, 642], [760, 700], 35, 24, 1, "#2c1a14");
    prayerFlags(a, r, [243, 700], [640, 790], 25, 20, 1, "#2c1a14");
    birds(a, r, 560, 230, 4, 10, "#5a3a3a");
  } else if (v === 3) {
    // night over the lake
    const hy = 660;
    const m0 = a.mark();
    sky(
      a,
      [
        [0, "#070b22"],
        [0.6, "#16254f"],
        [1, "#3c4f7e"],
      ],
      hy,
    );
    milkyWay(a, 150, 80, 1350, 520, 120, r);
    stars(a, 320, hy - 60, r);
    moon(a, 1210, 170, 30, "#f7f2dc", 0.5);
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 350, 440),
      base: hy,
      fill: "#2b3152",
      shade: "#101531",
      shadeO: 0.5,
      snow: { y: 400, fill: "#aab6d6", jag: 20 },
      light: "r",
      seg: 10,
    });
    mountains(a, r, {
      peaks: [
        [100, 520],
        [480, 480],
        [870, 540],
        [1280, 500],
      ],
      base: hy + 10,
      fill: "#2a2233",
      shade: "#140f1d",
      shadeO: 0.5,
      light: "r",
    });
    a.rect(0, hy, W, a.H - hy, "#0f1a3a");
    reflect(a, m0, hy, 0.5);
    glitter(a, r, 1210, hy + 4, a.H, "#f7f2dc", 70, 70, 0.6);
    ripples(a, r, hy + 4, a.H, "#7f93c9", 60, 0.2);
    a.path(
      smoothD([
        [-60, 870],
        [200, 850],
        [420, 880],
        [600, 940],
        [720, 1040],
      ]) + "L-60 1040Z",
      "#1b1622",
    );
    stupa(a, 260, 870, 160, "#c8cde0", "#1a1f38", "#b89246", "#5a2230", 0.55, "r");
    a.add(R(520, 700, 4, 220, "#0f0b12"));
    prayerFlags(a, r, [262, 722], [522, 702], 22, 14, 0.85, "#0f0b12", ["#1b2447", 0.45]);
  } else {
    // dawn, hill monastery above the Indus valley
    sky(
      a,
      [
        [0, "#5c6fa8"],
        [0.45, "#c99bb0"],
        [0.8, "#f6c7a4"],
        [1, "#fde2bf"],
      ],
      620,
    );
    streaks(a, r, 8, 150, 380, "#fff0e0", 0.5);
    mountains(a, r, {
      peaks: autoPeaks(r, 7, 250, 330),
      base: 560,
      fill: "#caa1a4",
      shade: "#705a7c",
      shadeO: 0.35,
      snow: { y: 300, fill: "#fbe1de" },
      seg: 10,
    });
    mist(a, 330, 560, "#f2cdb5", 0.55);
    mountains(a, r, {
      peaks: [
        [60, 420],
        [380, 400],
        [700, 450],
        [1100, 390],
        [1450, 430],
      ],
      base: 640,
      fill: "#b7865f",
      shade: "#603a2d",
      shadeO: 0.45,
    });
    mist(a, 480, 660, "#efc39e", 0.35);
    // monastery hill
    a.path(
      smoothD([
        [520, 780],
        [620, 700],
        [700, 620],
        [760, 575],
        [820, 552],
        [880, 565],
        [950, 615],
        [1030, 690],
        [1160, 780],
      ]) + "Z",
      "#9b6947",
    );
    a.path(
      smoothD([
        [820, 552],
        [880, 565],
        [950, 615],
        [1030, 690],
        [1160, 780],
      ]) + "L880 780L850 660Z",
      "#6d4530",
      op(0.5),
    );
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
    a.path(
      smoothD([
        [-60, 830],
        [300, 815],
        [700, 840],
        [1100, 820],
        [1560, 835],
      ]) + "L1560 1040L-60 1040Z",
      "#5e7a34",
    );
    poplars(
      a,
      r,
      [60, 110, 150, 210, 260, 1190, 1240, 1280, 1330, 1400, 1450],
      (x) => yOn(valley, x) + 40,
      [110, 170],
      "#c9a23a",
      "#ecc95a",
    );
    poplars(a, r, [330, 380, 1050, 1110], (x) => yOn(valley, x) + 50, [80, 120], "#9fae3f", "#c4cf5c");
    a.path(
      smoothD([
        [-60, 930],
        [500, 900],
        [1000, 960],
        [1560, 930],
      ]) + "L1560 1040L-60 1040Z",
      "#445d2a",
    );
    a.path(
      riverD(
        [
          [1560, 872],
          [1250, 880],
          [980, 905],
          [760, 950],
          [560, 1000],
          [420, 1060],
        ],
        10,
        150,
      ),
      "#a7cbd8",
    );
    a.path(
      riverD(
        [
          [1560, 874],
          [1250, 882],
          [980, 907],
          [760, 952],
          [560, 1002],
          [420, 1062],
        ],
        3,
        40,
      ),
      "#d8edf2",
      op(0.6),
    );
  }
};

export const meghalaya: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // plateau waterfall plunging into a turquoise pool, misty morning
    sky(
      a,
      [
        [0, "#9fbcc0"],
        [0.6, "#d9e6df"],
        [1, "#eef2e6"],
      ],
      520,
    );
    sun(a, 1120, 190, 40, "#fffbe9", "#fff6d8", 360, 0.5);
    hills(a, r, 420, 40, "#b6cdbf", 2.2);
    mist(a, 330, 470, "#eef2e6", 0.7);
    hills(a, r, 480, 45, "#93b7a0", 2.5);
    mist(a, 400, 520, "#e6eee3", 0.6);
    // back plateau with the fall
    const top: Pt[] = [
      [180, 372],
      [400, 360],
      [600, 352],
      [820, 356],
      [1040, 364],
      [1320, 380],
    ];
    a.path(smoothD(top) + "L1320 800L180 800Z", "#4f6e5b");
    let streak = "";
    for (let i = 0; i < 40; i++) {
      const x = r.range(190, 1300);
      streak += `M${f(x)} ${f(yOn(top, x) + 10)}l${f(r.range(-8, 8))} ${f(r.range(60, 260))}`;
    }
    a.add(P(streak, "none", stroke("#3f5c4b", 6) + op(0.5)));
    bushes(a, r, 180, 1320, (x) => yOn(top, x) + 4, 10, 22, "#5f8f5c");
    bushes(a, r, 180, 1320, (x) => yOn(top, x) + 10, 8, 16, "#73a56a", 1.2);
    waterfall(a, r, 700, 356, 700, 46, "#f4fbfa", "#b9d8d3", 0.9);
    // pool
    a.path(
      smoothD([
        [420, 760],
        [560, 700],
        [700, 690],
        [860, 700],
        [1000, 760],
      ]) + "Z",
      "#3fb3b0",
    );
    a.path(
      smoothD([
        [470, 758],
        [600, 712],
        [700, 706],
        [820, 714],
        [950, 758],
      ]) + "Z",
      "#6dd0c6",
      op(0.7),
    );
    mist(a, 560, 760, "#f3f7f0", 0.5);
    // framing cliffs
    a.path(
      smoothD([
        [-60, 300],
        [120, 310],
        [260, 330],
        [330, 420],
        [360, 620],
        [420, 1040],
      ]) + "L-60 1040Z",
      "#2f4e3c",
    );
    a.path(
      smoothD([
        [1560, 290],
        [1380, 300],
        [1250, 330],
        [1180, 460],
        [1150, 660],
        [1100, 1040],
      ]) + "L1560 1040Z",
      "#2b4737",
    );
    bushes(a, r, -60, 300, (x) => 305 + (x > 200 ? (x - 200) * 0.3 : 0), 14, 30, "#42704a");
    bushes(a, r, 1220, 1560, () => 300, 14, 30, "#3e6a47");
    a.path(
      smoothD([
        [-60, 880],
        [300, 840],
        [700, 900],
        [1100, 850],
        [1560, 880],
      ]) + "L1560 1040L-60 1040Z",
      "#21392b",
    );
    bushes(a, r, -60, 1560, (x) => 880 + Math.sin(x / 90) * 20, 20, 46, "#2b4b35");
    streaks(a, r, 5, 250, 330, "#ffffff", 0.5, 14);
  } else if (v === 2) {
    // monsoon: long cliff with many falls
    sky(
      a,
      [
        [0, "#5e7381"],
        [0.5, "#8fa3a8"],
        [1, "#c6d2cd"],
      ],
      560,
    );
    cloud(a, 80, 150, 520, "#a6b5b8", "#7f9096", 0.9);
    cloud(a, 760, 110, 640, "#9cadb1", "#76878e", 0.9);
    hills(a, r, 360, 30, "#a5b8b0", 2);
    mist(a, 280, 420, "#c6d2cd", 0.7);
    const top: Pt[] = [
      [-60, 420],
      [300, 405],
      [700, 415],
      [1100, 400],
      [1560, 420],
    ];
    a.path(smoothD(top) + "L1560 700L-60 700Z", "#55705f");
    let st = "";
    for (let i = 0; i < 60; i++) {
      const x = r.range(-40, 1540);
      st += `M${f(x)} ${f(yOn(top, x) + 12)}l${f(r.range(-6, 6))} ${f(r.range(40, 180))}`;
    }
    a.add(P(st, "none", stroke("#466050", 7) + op(0.5)));
    bushes(a, r, -60, 1560, (x) => yOn(top, x) + 4, 8, 18, "#6f9a68");
    [180, 330, 470, 640, 800, 990, 1180, 1350].forEach((x) =>
      waterfall(a, r, x + r.range(-20, 20), yOn(top, x) + 4, 640, r.range(10, 22), "#eef6f4", "#b2c9c3", 0.5),
    );
    mist(a, 480, 700, "#d3ddd8", 0.75);
    hills(a, r, 760, 40, "#4d7a52", 2.4);
    hills(a, r, 840, 40, "#3b6842", 1.8);
    mist(a, 700, 900, "#c7d3cc", 0.3);
    hills(a, r, 950, 50, "#2a4f32", 1.5);
    bushes(a, r, -60, 500, (x) => 930 - x * 0.05, 22, 50, "#234329");
    rain(a, r, 420, "#e6eef0", 0.22);
  } else if (v === 3) {
    // sunrise over a sea of clouds
    sky(
      a,
      [
        [0, "#6f8fb8"],
        [0.45, "#d9a8a2"],
        [0.75, "#f6c38e"],
        [1, "#fde3b3"],
      ],
      560,
    );
    sun(a, 760, 470, 46, "#fff5d8", "#ffd38a", 520, 0.7);
    streaks(a, r, 10, 150, 380, "#fde3c9", 0.45);
    hills(a, r, 470, 50, "#8a8fa6", 3);
    const cs = (y: number, amp: number, c1: string, c2: string) => {
      const line = hillLine(a, r, y, amp, 5, 40);
      a.path(
        hillD(a, line),
        a.lin(
          [
            [0, c1],
            [1, c2],
          ],
          y - amp,
          y + 160,
        ),
      );
    };
    cs(500, 10, "#fbe4cf", "#f1cdbb");
    hills(a, r, 560, 70, "#5a6f7a", 2.2);
    cs(600, 12, "#fde9d6", "#ead0c4");
    hills(a, r, 690, 90, "#3d5a55", 1.6);
    cs(730, 14, "#fff1e2", "#e7d3ce");
    const near = hills(a, r, 860, 110, "#22392f", 1.2);
    bushes(a, r, -60, 1560, (x) => yOn(near, x) + 8, 10, 24, "#22392f");
    birds(a, r, 1020, 300, 4, 10, "#4e4356");
  } else {
    // crystal-clear river with a boat floating over the pebbles
    sky(
      a,
      [
        [0, "#6fb2da"],
        [1, "#d6ecf0"],
      ],
      300,
    );
    hills(a, r, 260, 40, "#7fa98c", 2);
    // river bed
    const riverPoly =
      smoothD([
        [560, 300],
        [500, 420],
        [360, 620],
        [140, 860],
        [-60, 1040],
      ]) +
      "L1560 1040" +
      smoothD(
        [
          [1560, 1040],
          [1300, 820],
          [1060, 600],
          [940, 420],
          [880, 300],
        ],
        1,
        false,
      ) +
      "Z";
    a.path(
      riverPoly,
      a.lin(
        [
          [0, "#2b8c7a"],
          [0.4, "#5fb9a0"],
          [1, "#a5dcc1"],
        ],
        300,
        1040,
      ),
    );
    const cl = a.clip(`<path d="${riverPoly}"/>`);
    let peb = "";
    for (let i = 0; i < 380; i++) {
      const t = Math.pow(r.next(), 0.7);
      const y = lerp(320, 1040, t);
      const x = r.range(-100, 1600);
      const sz = lerp(3, 26, t) * r.range(0.5, 1.2);
      peb += E(
        x,
        y,
        sz,
        sz * 0.6,
        r.pick(["#cbd9b5", "#9fbf9a", "#e1e6c9", "#7fa88e", "#b8c9a2"]),
        op(r.range(0.35, 0.8)),
      );
    }
    a.add(`<g clip-path="${cl}">${peb}</g>`);
    a.path(
      riverPoly,
      a.lin(
        [
          [0, "#1c6f6a", 0.85],
          [0.45, "#2f9b8a", 0.3],
          [1, "#7fd1bd", 0.1],
        ],
        300,
        1040,
      ),
    );
    // forested banks
    const left: Pt[] = [
      [-60, 170],
      [200, 190],
      [420, 240],
      [560, 300],
      [500, 420],
      [360, 620],
      [140, 860],
      [-60, 1040],
    ];
    const right: Pt[] = [
      [1560, 160],
      [1300, 180],
      [1040, 230],
      [880, 300],
      [940, 420],
      [1060, 600],
      [1300, 820],
      [1560, 1040],
    ];
    a.path(smoothD(left) + "Z", "#2f6b3e");
    a.path(smoothD(right) + "Z", "#2a623a");
    const tc = ["#3f8a4b", "#4f9c55", "#2f7440", "#5aa85c"];
    let tl = "";
    for (let i = 0; i < 140; i++) {
      const side = i % 2;
      const t = r.next();
      const edge = side ? right : left;
      const idx = Math.floor(t * (edge.length - 1));
      const p = edge[idx] as Pt;
      const q = edge[idx + 1] as Pt;
      const ft = r.next();
      const ex = lerp(p[0], q[0], ft);
      const ey = lerp(p[1], q[1], ft);
      const depth = r.range(0, 300);
      const x = side ? ex + depth : ex - depth;
      const rr = lerp(16, 60, clamp((ey - 170) / 870, 0, 1)) * r.range(0.7, 1.2);
      tl += C(x, ey - rr * 0.2 + r.range(-20, 20), rr, r.pick(tc));
    }
    a.add(tl);
    // the boat, its shadow on the riverbed, and ripples
    a.path(`M640 760Q760 790 900 762Q760 772 640 760Z`, "#0f3b34", op(0.35));
    canoe(a, 760, 640, 300, "#6b4a2f", "#2e2420");
    ripples(a, r, 650, 700, "#ffffff", 14, 0.35, 600, 920);
  }
};

export const tawang: Scene = (a, v) => {
  const r = a.r;
  const goldC = {
    wall: "#f1ebe4",
    band: "#7b2630",
    shade: "#6a5a80",
    win: "#2d2230",
    roof: "#dca73c",
    roofEdge: "#8a5a1e",
  };
  if (v === 1) {
    // dusk: monastery on the ridge, snowy peaks turning violet
    sky(
      a,
      [
        [0, "#2a2150"],
        [0.45, "#6b4f8c"],
        [0.8, "#d98a8a"],
        [1, "#f3b48a"],
      ],
      600,
    );
    streaks(a, r, 8, 160, 360, "#f7c0a8", 0.35);
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 220, 330),
      base: 560,
      fill: "#8c7aa6",
      shade: "#3d2f5e",
      shadeO: 0.45,
      snow: { y: 330, fill: "#eed8ea", jag: 34 },
      seg: 10,
      light: "r",
    });
    mist(a, 380, 580, "#c493a8", 0.5);
    mountains(a, r, {
      peaks: [
        [100, 470],
        [420, 430],
        [800, 480],
        [1200, 440],
      ],
      base: 640,
      fill: "#4e4472",
      shade: "#241c40",
      shadeO: 0.45,
      light: "r",
      rough: 0.12,
    });
    const rid = hills(a, r, 660, 40, "#2f2a4e", 1.3, 70);
    goldenMonastery(
      a,
      r,
      1060,
      yOn(rid, 1060) + 10,
      0.85,
      { ...goldC, shade: "#4a3c6a", lit: "#ffcf7a" },
      "r",
    );
    mist(a, 600, 760, "#8d6b98", 0.25);
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 800 + Math.sin(x / 160) * 30,
      n: 60,
      h: [70, 150],
      fill: "#1d1a33",
    });
    a.path(
      smoothD([
        [-60, 860],
        [500, 830],
        [1000, 870],
        [1560, 840],
      ]) + "L1560 1040L-60 1040Z",
      "#151227",
    );
    forest(a, r, { x0: -80, x1: 300, y: () => 1010, n: 5, h: [260, 380], fill: "#100d1e" });
    forest(a, r, { x0: 1360, x1: 1580, y: () => 1010, n: 3, h: [300, 420], fill: "#100d1e" });
  } else if (v === 2) {
    // Sela lake at midday
    const hy = 640;
    sky(
      a,
      [
        [0, "#2457a6"],
        [0.6, "#5d95d2"],
        [1, "#c5dcee"],
      ],
      hy,
    );
    cloud(a, 1000, 150, 300, "#ffffff", "#dce6f3");
    cloud(a, 140, 220, 200, "#ffffff", "#dce6f3", 0.9);
    const m0 = a.mark();
    mountains(a, r, {
      peaks: [
        [80, 360],
        [360, 300],
        [640, 380],
        [900, 280],
        [1200, 350],
        [1460, 320],
      ],
      base: hy,
      fill: "#7d8aa0",
      shade: "#37435e",
      shadeO: 0.45,
      snow: { y: 380, fill: "#f7f9fd", jag: 40 },
      seg: 10,
    });
    mountains(a, r, {
      peaks: [
        [-20, 540],
        [300, 520],
        [700, 560],
        [1100, 530],
        [1500, 560],
      ],
      base: hy + 10,
      fill: "#e9eef6",
      shade: "#8ea0bf",
      shadeO: 0.45,
      rough: 0.1,
    });
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#1d4f8f"],
          [1, "#2f6db0"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.4);
    ripples(a, r, hy + 3, a.H, "#c9ddf3", 60, 0.35);
    a.path(
      smoothD([
        [-60, 850],
        [200, 820],
        [500, 860],
        [700, 940],
        [800, 1040],
      ]) + "L-60 1040Z",
      "#eef2f8",
    );
    a.path(
      smoothD([
        [-60, 900],
        [250, 880],
        [450, 920],
        [600, 1040],
      ]) + "L-60 1040Z",
      "#7d6d5c",
    );
    a.path(
      smoothD([
        [1560, 880],
        [1300, 860],
        [1100, 920],
        [1000, 1040],
      ]) + "L1560 1040Z",
      "#eef2f8",
    );
    flagPole(a, r, 160, 880, 260, "#2b66c6");
    flagPole(a, r, 240, 885, 230, "#f5f2e8");
    flagPole(a, r, 320, 895, 200, "#d33b2c");
    prayerFlags(a, r, [160, 625], [560, 880], 40, 18);
    prayerFlags(a, r, [1560, 760], [1220, 880], 20, 16);
  } else if (v === 3) {
    // moonlit night, glowing windows
    sky(
      a,
      [
        [0, "#060a1f"],
        [0.6, "#142349"],
        [1, "#2d3f6e"],
      ],
      620,
    );
    stars(a, 260, 520, r);
    moon(a, 300, 180, 44, "#f6f1dd", 1, 0.3);
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 260, 360),
      base: 600,
      fill: "#3a4770",
      shade: "#161d3a",
      shadeO: 0.5,
      snow: { y: 360, fill: "#b9c6e6", jag: 30 },
      seg: 10,
      light: "l",
    });
    mist(a, 420, 640, "#2d3f6e", 0.5);
    const rid = hills(a, r, 700, 40, "#181b33", 1.4, 70);
    goldenMonastery(a, r, 780, yOn(rid, 780) + 14, 1, {
      ...goldC,
      wall: "#a9acc4",
      band: "#3b1d2c",
      shade: "#1b1e3a",
      win: "#14141f",
      roof: "#a78a4c",
      roofEdge: "#4f3a1f",
      lit: "#ffd27a",
    });
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 860 + Math.sin(x / 140) * 25,
      n: 70,
      h: [80, 160],
      fill: "#0c0e1e",
    });
    a.rect(0, 900, a.W, 140, "#0a0b18");
  } else {
    // dawn alpenglow over fir forests
    sky(
      a,
      [
        [0, "#48609a"],
        [0.5, "#b89ab8"],
        [0.85, "#f4c0b0"],
        [1, "#fde0c8"],
      ],
      560,
    );
    mountains(a, r, {
      peaks: [
        [120, 300],
        [420, 220],
        [760, 280],
        [1040, 200],
        [1380, 290],
      ],
      base: 560,
      fill: "#b7a3bc",
      shade: "#5c4f7d",
      shadeO: 0.45,
      snow: { y: 330, fill: "#ffe3dc", jag: 40 },
      seg: 10,
      rim: { color: "#fff1e6", o: 0.6 },
    });
    mist(a, 400, 580, "#f1d0c8", 0.7);
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 600 + Math.sin(x / 200) * 30,
      n: 90,
      h: [40, 80],
      fill: "#8a7c9c",
    });
    mist(a, 540, 660, "#f0d4cc", 0.6);
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 700 + Math.sin(x / 170 + 1) * 30,
      n: 70,
      h: [70, 120],
      fill: "#5b5676",
    });
    mist(a, 640, 780, "#e9c9c6", 0.45);
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 820 + Math.sin(x / 140 + 2) * 30,
      n: 50,
      h: [110, 180],
      fill: "#2f3150",
    });
    a.path(
      smoothD([
        [-60, 900],
        [400, 860],
        [900, 900],
        [1560, 870],
      ]) + "L1560 1040L-60 1040Z",
      "#27243a",
    );
    stupa(a, 1100, 905, 150, "#f6efe8", "#7d6f96", "#d9a43c", "#8a2c35", 0.45);
    flagPole(a, r, 1250, 905, 300, "#f1bf2b", "#201c2e");
    flagPole(a, r, 1330, 900, 260, "#2b66c6", "#201c2e");
    prayerFlags(a, r, [1100, 770], [1250, 610], 10, 14, 1, "#201c2e");
    forest(a, r, { x0: -60, x1: 260, y: () => 1040, n: 4, h: [320, 440], fill: "#191728" });
  }
};

export const kerala: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // sunset on the backwaters
    const hy = 600;
    const m0 = a.mark();
    sky(
      a,
      [
        [0, "#4a2c5e"],
        [0.4, "#b2506a"],
        [0.7, "#ee8a58"],
        [1, "#fbc76e"],
      ],
      hy,
    );
    sun(a, 880, 540, 60, "#fff0c0", "#ffc46a", 480, 0.7);
    streaks(a, r, 10, 140, 420, "#f7a37a", 0.5, 12);
    // far palm line
    let far = "";
    for (let x = -40; x < 1560; x += r.range(14, 30)) far += C(x, hy - r.range(4, 16), r.range(10, 22), "");
    a.add(`<g fill="#3a1f33">${far.replace(/ fill=""/g, "")}</g>`, R(0, hy - 10, a.W, 12, "#3a1f33"));
    for (let i = 0; i < 14; i++)
      palm(a, r, r.range(0, 1500), hy - 4, r.range(50, 80), r.range(-0.15, 0.15), "#3a1f33");
    houseboat(a, 520, hy + 22, 320, "#2b1624", "#2b1624", "#2b1624", "#2b1624");
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#e9905e"],
          [1, "#5a2b4a"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.55);
    glitter(a, r, 880, hy + 4, a.H, "#ffe1a0", 120, 110, 0.8);
    ripples(a, r, hy + 4, a.H, "#ffd1a0", 50, 0.25);
    palm(a, r, 1380, 1040, 620, -0.35, "#1e0f1d");
    palm(a, r, 1480, 1040, 520, -0.25, "#1e0f1d");
    palm(a, r, 60, 1040, 560, 0.3, "#1e0f1d");
    a.path(
      smoothD([
        [-60, 960],
        [200, 940],
        [360, 1040],
      ]) + "L-60 1040Z",
      "#1e0f1d",
    );
    a.path(
      smoothD([
        [1560, 930],
        [1300, 950],
        [1150, 1040],
      ]) + "L1560 1040Z",
      "#1e0f1d",
    );
  } else if (v === 2) {
    // green backwater by day
    const hy = 560;
    sky(
      a,
      [
        [0, "#3a86c8"],
        [1, "#cbe7ee"],
      ],
      hy,
    );
    cloud(a, 200, 180, 300, "#ffffff", "#dbe8ee");
    cloud(a, 1000, 130, 380, "#ffffff", "#dbe8ee");
    const m0 = a.mark();
    bushes(a, r, -40, 1560, () => hy + 6, 16, 30, "#4f8f4a", 0.7);
    for (let i = 0; i < 18; i++)
      palm(
        a,
        r,
        r.range(0, 1500),
        hy,
        r.range(90, 150),
        r.range(-0.15, 0.15),
        "#6b5a3e",
        r.pick(["#3f7f3a", "#4c8f43", "#357035"]),
      );
    a.rect(0, hy - 2, a.W, 12, "#3a6e34");
    a.rect(
      0,
      hy + 8,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#4e9a86"],
          [1, "#1f6b63"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy + 8, 0.45);
    ripples(a, r, hy + 10, a.H, "#d8f2ea", 70, 0.35);
    // the houseboat sits on the water, so it is drawn after the reflection
    a.add(E(990, hy + 78, 230, 12, "#1f5a50", op(0.35)));
    houseboat(a, 980, hy + 70, 420, "#3c2418", "#d6a75c", "#9b6a32", "#3b2a1f");
    canoe(a, 380, 830, 260, "#4a3020", "#2c2520");
    // near bank with leaning palms
    a.path(
      smoothD([
        [-60, 900],
        [150, 880],
        [300, 920],
        [420, 1040],
      ]) + "L-60 1040Z",
      "#2f6b2c",
    );
    palm(a, r, 90, 930, 560, 0.42, "#6a5237", "#2f7a31", "#8c7150");
    palm(a, r, 200, 950, 430, 0.3, "#5b4530", "#3b8a3b", "#8c7150");
    a.path(
      smoothD([
        [1560, 880],
        [1400, 900],
        [1300, 1040],
      ]) + "L1560 1040Z",
      "#2f6b2c",
    );
    palm(a, r, 1480, 920, 500, -0.35, "#6a5237", "#2f7a31", "#8c7150");
  } else if (v === 3) {
    // Munnar tea hills, misty morning
    sky(
      a,
      [
        [0, "#a9c9d8"],
        [0.7, "#e8efe2"],
        [1, "#f4f1dc"],
      ],
      460,
    );
    sun(a, 1150, 200, 40, "#fffbea", "#fff5d6", 380, 0.6);
    hills(a, r, 330, 60, "#a9c2b5", 2.6);
    mist(a, 260, 420, "#eef2e4", 0.75);
    const h1 = hillLine(a, r, 460, 70, 2.2, 50);
    const h1d = hillD(a, h1);
    a.path(h1d, "#7fae74");
    contourRows(a, h1, h1d, 24, 8, 1.06, "#5b8f55", 4, 0.6, 2);
    mist(a, 420, 560, "#eef2e4", 0.55);
    const h2 = hillLine(a, r, 640, 90, 1.6, 50);
    const h2d = hillD(a, h2);
    a.path(h2d, "#6ea85e");
    contourRows(a, h2, h2d, 30, 10, 1.07, "#3f7d3f", 6, 0.6, 2);
    // silver oaks
    for (let i = 0; i < 9; i++) {
      const x = r.range(100, 1450);
      const y = yOn(h2, x) + r.range(30, 140);
      a.add(R(x - 2, y - 120, 4, 120, "#4a3b2e"));
      roundTree(a, r, x, y - 80, 26, "#2f5f35", "#3f7544", "#5d9358", "#4a3b2e");
    }
    mist(a, 620, 760, "#eef2e4", 0.3);
    const h3 = hillLine(a, r, 880, 80, 1.2, 50);
    const h3d = hillD(a, h3);
    a.path(h3d, "#4f9446");
    contourRows(a, h3, h3d, 20, 14, 1.1, "#2e6a31", 10, 0.55, 3);
    // winding path with tea pickers' umbrellas
    a.path(
      riverD(
        [
          [700, yOn(h3, 700) + 5],
          [760, 920],
          [700, 980],
          [640, 1060],
        ],
        8,
        60,
      ),
      "#c9a27a",
    );
  } else {
    // Kochi fishing nets at twilight
    const hy = 640;
    const m0 = a.mark();
    sky(
      a,
      [
        [0, "#27305e"],
        [0.45, "#7c5a8e"],
        [0.75, "#e48e7a"],
        [1, "#f7c48f"],
      ],
      hy,
    );
    sun(a, 1040, 620, 50, "#ffe6b0", "#ffb070", 420, 0.6);
    streaks(a, r, 9, 200, 460, "#f4a68e", 0.45);
    birds(a, r, 500, 260, 6, 11, "#2c2138");
    a.rect(0, hy - 12, a.W, 14, "#2c1c30");
    for (let i = 0; i < 10; i++)
      palm(a, r, r.range(1150, 1500), hy - 6, r.range(60, 90), r.range(-0.15, 0.15), "#2c1c30");
    chineseNet(a, 230, hy - 14, 1.1, "#1c1222");
    chineseNet(a, 700, hy - 10, 0.75, "#2a1a2c");
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#e39a7c"],
          [1, "#3d2f55"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.5);
    glitter(a, r, 1040, hy + 4, a.H, "#ffd9a0", 100, 80, 0.7);
    ripples(a, r, hy + 4, a.H, "#f8c4a4", 50, 0.25);
    canoe(a, 1000, 860, 240, "#1b1120", "#1b1120");
  }
};
