/** Scenes for Bhutan and Nepal. */
import type { Art } from "./core";
import { type Pt, type Scene, E, P, R, op, smoothD, lerp } from "./core";
import {
  autoPeaks,
  birds,
  bushes,
  cloud,
  forest,
  hillD,
  hillLine,
  mist,
  mountains,
  reflect,
  riverD,
  ripples,
  sky,
  streaks,
  sun,
  yOn,
} from "./nature";
import { canoe, flagPole, prayerFlags, stupa } from "./structures";
import {
  broadTree,
  dzong,
  eyeStupa,
  footBridge,
  mudHouse,
  nepaliTemple,
  terraces,
  tigersNest,
} from "./landmarks";

const DZONG = {
  wall: "#f7f2e8",
  band: "#9b2f25",
  roof: "#a8432f",
  roofEdge: "#4a2a20",
  win: "#3a2620",
  shade: "#8a7f94",
  gold: "#e2ad3c",
};

/** a tall darchen-style flag on a pole, Bhutanese style (long white flags) */
function whiteFlags(a: Art, xs: number[], yb: number, h: number, color = "#f7f4ec") {
  for (const x of xs) {
    a.add(R(x - 2, yb - h, 4, h, "#4a3a30"));
    a.add(
      P(
        `M${x + 2} ${yb - h}L${x + 30} ${yb - h + 8}L${x + 28} ${yb - h * 0.45}L${x + 2} ${yb - h * 0.42}Z`,
        color,
        op(0.95),
      ),
    );
  }
}

export const bhutan: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // Paro Taktsang clinging to its cliff above a pine forest
    sky(
      a,
      [
        [0, "#3a78c0"],
        [0.6, "#9cc2e2"],
        [1, "#e6eef0"],
      ],
      600,
    );
    cloud(a, 160, 160, 300, "#ffffff", "#dbe6f0", 0.95);
    mountains(a, r, {
      peaks: [
        [0, 360],
        [300, 320],
        [560, 380],
      ],
      base: 620,
      fill: "#7e9aa6",
      shade: "#46606e",
      shadeO: 0.4,
      rough: 0.12,
    });
    mist(a, 420, 640, "#e6eef0", 0.6);
    // the cliff: a sheer, streaked face
    const cliff =
      smoothD([
        [620, 1040],
        [660, 700],
        [700, 420],
        [760, 200],
        [860, 90],
        [1000, 60],
        [1200, 80],
        [1400, 120],
        [1560, 160],
      ]) + "L1560 1040Z";
    a.path(
      cliff,
      a.lin(
        [
          [0, "#6d6a66"],
          [1, "#3c3b3c"],
        ],
        60,
        1000,
      ),
    );
    const cl = a.clip(`<path d="${cliff}"/>`);
    let st = "";
    for (let i = 0; i < 40; i++) {
      const x = r.range(640, 1560);
      st += `M${x} ${r.range(80, 400)}l${r.range(-10, 10)} ${r.range(100, 400)}`;
    }
    a.add(
      `<g clip-path="${cl}">${P(st, "none", ` stroke="#2d2c2f" stroke-width="6" stroke-linecap="round"` + op(0.35))}${R(1100, 0, 500, 1040, "#262528", op(0.35))}</g>`,
    );
    bushes(a, r, 800, 1560, (x) => 80 + (x - 800) * 0.06, 16, 32, "#355c3a");
    tigersNest(a, r, 830, 470, 1.6, DZONG, "l");
    // ledge vegetation and the forest below
    bushes(a, r, 700, 1000, (x) => 540 + (x - 700) * 0.05, 12, 22, "#3c6a40");
    mist(a, 600, 820, "#e6eef0", 0.45, "band");
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 800 + Math.sin(x / 120) * 30,
      n: 80,
      h: [90, 160],
      fill: "#2b4a36",
    });
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 920 + Math.sin(x / 90 + 1) * 25,
      n: 60,
      h: [120, 200],
      fill: "#1f3a2a",
    });
    a.path(
      smoothD([
        [-60, 900],
        [200, 880],
        [460, 930],
        [600, 1040],
      ]) + "L-60 1040Z",
      "#1a3023",
    );
    flagPole(a, r, 120, 930, 360, "#2b66c6", "#2c2118");
    prayerFlags(a, r, [122, 580], [600, 780], 30, 22);
    prayerFlags(a, r, [122, 640], [560, 860], 24, 20);
  } else if (v === 2) {
    // Punakha Dzong at the meeting of two rivers, jacaranda in bloom
    sky(
      a,
      [
        [0, "#3c80c8"],
        [0.6, "#8fbde2"],
        [1, "#e3eee8"],
      ],
      520,
    );
    cloud(a, 1000, 140, 340, "#ffffff", "#dbe6f0");
    mountains(a, r, {
      peaks: autoPeaks(r, 5, 300, 380),
      base: 560,
      fill: "#6d8f78",
      shade: "#38594a",
      shadeO: 0.45,
      rough: 0.12,
    });
    mist(a, 400, 580, "#e3eee8", 0.5);
    const hl = hillLine(a, r, 620, 40, 1.5, 60);
    a.path(hillD(a, hl), "#4f7a4e");
    // two rivers converging in front of the spit
    a.path(
      riverD(
        [
          [-60, 700],
          [300, 740],
          [600, 800],
          [780, 860],
          [900, 1060],
        ],
        60,
        260,
      ),
      "#5fa9b6",
    );
    a.path(
      riverD(
        [
          [1560, 690],
          [1250, 740],
          [1000, 800],
          [840, 860],
          [900, 1060],
        ],
        60,
        260,
      ),
      "#7cbfc4",
    );
    a.path(
      smoothD([
        [320, 740],
        [600, 720],
        [900, 720],
        [1200, 740],
        [1000, 800],
        [820, 850],
        [600, 800],
      ]) + "Z",
      "#7d9a58",
    );
    dzong(a, r, 760, 770, 1.05, DZONG);
    for (const [x, y, w] of [
      [380, 760, 130],
      [1120, 770, 150],
      [1300, 740, 110],
    ] as [number, number, number][])
      broadTree(a, r, x, y, w, w * 0.9, {
        trunk: "#4a3a30",
        dark: "#6b4fa8",
        mid: "#8d6fd0",
        light: "#b9a3ec",
      });
    ripples(a, r, 820, 1000, "#e8f6f8", 40, 0.35, 600, 1200);
    a.path(
      smoothD([
        [-60, 930],
        [200, 900],
        [420, 960],
        [520, 1040],
      ]) + "L-60 1040Z",
      "#3d6438",
    );
    a.path(
      smoothD([
        [1560, 920],
        [1300, 930],
        [1140, 1040],
      ]) + "L1560 1040Z",
      "#3d6438",
    );
    whiteFlags(a, [1360, 1420, 1480], 960, 220);
  } else if (v === 3) {
    // Dochula pass at dawn: 108 chortens, flags and the eastern Himalaya
    sky(
      a,
      [
        [0, "#44588f"],
        [0.45, "#b38fb0"],
        [0.8, "#f6c6a2"],
        [1, "#fde4c0"],
      ],
      560,
    );
    sun(a, 1160, 470, 36, "#fff6dc", "#ffd49a", 380, 0.6);
    streaks(a, r, 8, 140, 380, "#fde0cc", 0.45);
    mountains(a, r, {
      peaks: [
        [80, 330],
        [360, 280],
        [620, 320],
        [900, 250],
        [1200, 300],
        [1480, 270],
      ],
      base: 540,
      fill: "#c6b2c6",
      shade: "#6a5c86",
      shadeO: 0.45,
      snow: { y: 340, fill: "#fff0ea", jag: 34 },
      seg: 10,
      rim: { color: "#fff3e6", o: 0.6 },
    });
    mist(a, 400, 600, "#f3d3c6", 0.7);
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => 640 + Math.sin(x / 170) * 20,
      n: 90,
      h: [40, 70],
      fill: "#6f6e8c",
    });
    // the chorten mound
    const mound =
      smoothD([
        [-60, 760],
        [300, 700],
        [700, 660],
        [1100, 690],
        [1560, 760],
      ]) + "L1560 1040L-60 1040Z";
    a.path(mound, "#4f6a4a");
    const rows: [number, number, number][] = [
      [670, 18, 48],
      [720, 16, 58],
      [780, 14, 70],
    ];
    for (const [y, n, h] of rows) {
      for (let i = 0; i < n; i++) {
        const x = lerp(220, 1280, (i + 0.5) / n) + (y % 3) * 6;
        stupa(a, x, y + Math.abs(x - 750) * 0.04, h, "#f7f1e8", "#8c7a96", "#d9a43c", "#9b2f25", 0.4, "r");
      }
    }
    a.path(
      smoothD([
        [-60, 860],
        [400, 830],
        [900, 860],
        [1560, 830],
      ]) + "L1560 1040L-60 1040Z",
      "#3d5739",
    );
    flagPole(a, r, 160, 900, 400, "#d33b2c", "#2c2118");
    flagPole(a, r, 1360, 880, 380, "#2f9b55", "#2c2118");
    prayerFlags(a, r, [162, 505], [1358, 505], 50, 22);
    prayerFlags(a, r, [162, 560], [1358, 560], 45, 20);
    a.path(
      smoothD([
        [-60, 960],
        [500, 940],
        [1000, 980],
        [1560, 950],
      ]) + "L1560 1040L-60 1040Z",
      "#2e4430",
    );
  } else {
    // Paro valley in autumn: golden terraces, a farmhouse and the dzong on its hill
    sky(
      a,
      [
        [0, "#3a7cc4"],
        [0.6, "#a2c6e3"],
        [1, "#f1eadb"],
      ],
      520,
    );
    cloud(a, 280, 150, 260, "#ffffff", "#dfe8f1", 0.95);
    cloud(a, 1150, 200, 200, "#ffffff", "#dfe8f1", 0.85);
    mountains(a, r, {
      peaks: autoPeaks(r, 6, 260, 340),
      base: 540,
      fill: "#7c94a2",
      shade: "#42596b",
      shadeO: 0.4,
      snow: { y: 300, fill: "#f5f7fb", jag: 24 },
      seg: 10,
    });
    mist(a, 360, 560, "#eef0e6", 0.5);
    const ridgeLine = hillLine(a, r, 560, 50, 1.4, 60);
    a.path(hillD(a, ridgeLine), "#5d7f52");
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => yOn(ridgeLine, x) + 20,
      n: 90,
      h: [30, 60],
      fill: "#3e5e3f",
    });
    dzong(a, r, 1080, yOn(ridgeLine, 1080) + 70, 0.55, DZONG);
    const fields = hillLine(a, r, 700, 40, 1.2, 50);
    const fd = hillD(a, fields);
    a.path(fd, "#c9a23c");
    terraces(a, fields, fd, 12, 18, 1.16, ["#d9b04a", "#c99b34", "#e0bd5c"], "#8f7a2e", 3);
    // farmhouse with its painted timber upper floor
    const hx = 380;
    const hy = yOn(fields, hx) + 110;
    a.add(R(hx - 110, hy - 70, 220, 70, "#f1ebe0"), R(hx - 110, hy - 120, 220, 50, "#7a4a2c"));
    let wins = "";
    for (let i = 0; i < 5; i++)
      wins +=
        R(hx - 96 + i * 42, hy - 112, 26, 32, "#f1ebe0") + R(hx - 92 + i * 42, hy - 108, 18, 24, "#3a2620");
    a.add(
      wins,
      P(
        `M${hx - 140} ${hy - 118}L${hx + 140} ${hy - 118}L${hx + 110} ${hy - 170}L${hx - 110} ${hy - 170}Z`,
        "#6b6f78",
      ),
    );
    a.add(R(hx - 120, hy - 172, 240, 10, "#3a2e2a"));
    whiteFlags(a, [560, 600], hy, 200);
    const near =
      smoothD([
        [-60, 930],
        [500, 910],
        [1000, 950],
        [1560, 920],
      ]) + "L1560 1040L-60 1040Z";
    a.path(near, "#a98328");
    broadTree(a, r, 1360, 1000, 240, 260, {
      trunk: "#4b3a2c",
      dark: "#b5652a",
      mid: "#dc8a34",
      light: "#f2b955",
    });
    birds(a, r, 700, 260, 4, 10, "#3a4256");
  }
};

export const nepal: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // Phewa lake, Pokhara: Machhapuchhre mirrored, painted boats, the island temple
    const hy = 620;
    sky(
      a,
      [
        [0, "#4b86c8"],
        [0.6, "#a9cbe6"],
        [1, "#f3ecdc"],
      ],
      hy,
    );
    const m0 = a.mark();
    mountains(a, r, {
      peaks: [
        [120, 320],
        [420, 300],
        [700, 150],
        [760, 170],
        [1040, 300],
        [1380, 280],
      ],
      base: 520,
      fill: "#a8b3c9",
      shade: "#56648e",
      shadeO: 0.5,
      snow: { y: 330, fill: "#f9fbfe", jag: 40 },
      seg: 9,
    });
    mist(a, 380, 560, "#eef1ec", 0.65);
    const hl = hillLine(a, r, 575, 45, 1.6, 50);
    a.path(hillD(a, hl), "#4e7a55");
    forest(a, r, {
      x0: -40,
      x1: 1540,
      y: (x) => yOn(hl, x) + 24,
      n: 90,
      h: [24, 44],
      fill: "#3b6444",
      wf: 0.3,
    });
    a.rect(0, hy - 14, a.W, 20, "#3f6a3e");
    a.add(E(1060, hy + 4, 90, 16, "#3f6a3e"));
    bushes(a, r, 990, 1130, () => hy, 10, 20, "#4c7d46");
    a.add(nepaliTemple(1050, hy - 6, 0.9, "#f3ead8", "#8e3b2a", "#e0ab3e"));
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#8fb6cc"],
          [1, "#2d6a86"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.45);
    ripples(a, r, hy + 4, a.H, "#f1f8fb", 60, 0.35);
    const boats: [number, number, number, string][] = [
      [260, 860, 260, "#2b6cb0"],
      [520, 900, 280, "#d93b3b"],
      [800, 870, 240, "#f0b429"],
      [420, 960, 300, "#2f9b55"],
    ];
    for (const [x, y, L, c] of boats) {
      canoe(a, x, y, L, c);
      a.add(
        P(
          `M${x - L * 0.45} ${y - L * 0.05}Q${x} ${y + L * 0.02} ${x + L * 0.45} ${y - L * 0.05}`,
          "none",
          ` stroke="#ffffff" stroke-width="${L * 0.012}"` + op(0.8),
        ),
      );
    }
    a.path(
      smoothD([
        [-60, 930],
        [120, 920],
        [220, 1040],
      ]) + "L-60 1040Z",
      "#3d5a36",
    );
  } else if (v === 2) {
    // Boudhanath: the great stupa, watchful eyes and radiating prayer flags
    sky(
      a,
      [
        [0, "#1f5fae"],
        [0.6, "#5e9bd6"],
        [1, "#cfe3f1"],
      ],
      760,
    );
    cloud(a, 160, 200, 260, "#ffffff", "#dae6f1", 0.95);
    cloud(a, 1120, 140, 300, "#ffffff", "#dae6f1", 0.9);
    mountains(a, r, {
      peaks: [
        [100, 560],
        [500, 520],
        [1000, 540],
        [1400, 520],
      ],
      base: 720,
      fill: "#a5b4c8",
      shade: "#6a7ba0",
      shadeO: 0.35,
      snow: { y: 560, fill: "#f4f7fb", jag: 20 },
      seg: 10,
    });
    // surrounding town
    let town = "";
    for (let x = -40; x < 1560; x += r.range(70, 120)) {
      const w = r.range(70, 120);
      const h = r.range(90, 170);
      town += R(x, 820 - h, w, h + 200, r.pick(["#d9c7b0", "#c98f6a", "#e6d8c3", "#b56f50", "#efe4d2"]));
      for (let k = 0; k < 3; k++) town += R(x + 12 + k * 22, 820 - h + 20, 10, 16, "#5a3a2a");
    }
    a.add(town);
    const tip: Pt = eyeStupa(a, 750, 930, 1.05, {
      white: "#fbf8f1",
      shade: "#9aa6bf",
      gold: "#e3b043",
      ink: "#1f2a44",
      saffron: "#f0a020",
    });
    for (const end of [
      [-40, 820],
      [180, 900],
      [1320, 900],
      [1540, 820],
      [-40, 640],
      [1540, 640],
    ] as Pt[])
      prayerFlags(a, r, tip, end, 30, 20, 1, "#5a4a40");
    a.rect(0, 930, a.W, 110, "#b9a58a");
    a.add(R(0, 930, a.W, 8, "#9a8670"));
    birds(a, r, 1200, 360, 6, 12, "#3a4256");
  } else if (v === 3) {
    // terraced hills below the Annapurnas at sunrise
    sky(
      a,
      [
        [0, "#5b6fa8"],
        [0.45, "#d6a0ae"],
        [0.8, "#f8c99c"],
        [1, "#fde6c2"],
      ],
      500,
    );
    sun(a, 300, 420, 38, "#fff6dc", "#ffd49a", 360, 0.6);
    mountains(a, r, {
      peaks: [
        [140, 300],
        [460, 200],
        [760, 260],
        [1020, 170],
        [1360, 250],
      ],
      base: 500,
      fill: "#e5c0c8",
      shade: "#8a6f96",
      shadeO: 0.45,
      snow: { y: 280, fill: "#fff0ea", jag: 40 },
      seg: 10,
      rim: { color: "#fff3e6", o: 0.7 },
    });
    mist(a, 360, 520, "#f6d7c4", 0.7);
    const h1 = hillLine(a, r, 560, 60, 1.8, 50);
    const h1d = hillD(a, h1);
    a.path(h1d, "#6f9a58");
    terraces(a, h1, h1d, 14, 14, 1.08, ["#7aa660", "#6b9652", "#86b26a"], "#3f6a36", 4);
    mist(a, 520, 680, "#f6e2c8", 0.35, "band");
    const h2 = hillLine(a, r, 760, 70, 1.2, 50);
    const h2d = hillD(a, h2);
    a.path(h2d, "#5c8c44");
    terraces(a, h2, h2d, 12, 22, 1.12, ["#6a9c4c", "#5b8b40", "#78aa58"], "#355f2c", 5);
    // hamlet on the spur
    let hs = "";
    for (const [x, w] of [
      [1040, 90],
      [1130, 110],
      [1230, 84],
    ] as [number, number][]) {
      const y = yOn(h2, x) + 60;
      hs += mudHouse(r, x, y, w, 60, "#f0e2cc", "#8c6a5a", "#8e3b2a", "#3a2620", "#6b4a2f");
      hs += P(`M${x - w / 2 - 8} ${y - 60}L${x + w / 2 + 8} ${y - 60}L${x} ${y - 92}Z`, "#7a5a4a");
    }
    a.add(hs);
    broadTree(a, r, 200, yOn(h2, 200) + 120, 200, 220, {
      trunk: "#4b3a2c",
      dark: "#2f5a2e",
      mid: "#42753c",
      light: "#6a9c54",
    });
    birds(a, r, 700, 300, 5, 10, "#4a3a50");
  } else {
    // trekking bridge over a gorge, strung with prayer flags
    sky(
      a,
      [
        [0, "#2d6ab4"],
        [0.6, "#84b5e0"],
        [1, "#dcebf4"],
      ],
      560,
    );
    cloud(a, 1100, 140, 260, "#ffffff", "#dbe6f1");
    mountains(a, r, {
      peaks: [
        [400, 200],
        [700, 140],
        [1000, 220],
      ],
      base: 520,
      fill: "#a9b3c8",
      shade: "#55628a",
      shadeO: 0.5,
      snow: { y: 260, fill: "#f9fbfe", jag: 40 },
      seg: 9,
    });
    mist(a, 300, 560, "#e4eef4", 0.5);
    // gorge walls
    const left =
      smoothD([
        [-60, 260],
        [200, 300],
        [380, 420],
        [520, 600],
        [600, 800],
        [640, 1040],
      ]) + "L-60 1040Z";
    const right =
      smoothD([
        [1560, 240],
        [1300, 300],
        [1120, 420],
        [980, 600],
        [900, 800],
        [860, 1040],
      ]) + "L1560 1040Z";
    a.path(
      smoothD([
        [380, 420],
        [760, 470],
        [1120, 420],
      ]) + "L1120 1040L380 1040Z",
      a.lin(
        [
          [0, "#8fa39a"],
          [1, "#35503e"],
        ],
        420,
        1000,
      ),
    );
    a.path(
      riverD(
        [
          [750, 560],
          [720, 700],
          [780, 850],
          [740, 1060],
        ],
        20,
        160,
      ),
      "#9fd0dc",
    );
    a.path(left, "#4e6a48");
    a.path(right, "#46613f");
    forest(a, r, {
      x0: -40,
      x1: 460,
      y: (x) => 300 + x * 0.5,
      n: 60,
      h: [50, 100],
      fill: "#2c4a2f",
      jitterY: 160,
    });
    forest(a, r, {
      x0: 1040,
      x1: 1540,
      y: (x) => 520 - (x - 1040) * 0.5,
      n: 60,
      h: [50, 100],
      fill: "#2a472d",
      jitterY: 160,
    });
    footBridge(a, r, [300, 470], [1200, 450], 90, 1.6, { cable: "#3a3a40", deck: "#5a4432" });
    forest(a, r, { x0: -40, x1: 260, y: () => 1010, n: 5, h: [300, 440], fill: "#1c3220" });
    forest(a, r, { x0: 1300, x1: 1560, y: () => 1010, n: 4, h: [300, 420], fill: "#1c3220" });
    birds(a, r, 560, 260, 3, 10, "#2f3a52");
  }
};
