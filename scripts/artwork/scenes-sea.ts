/** Scenes for the Andaman Islands and Thailand. */
import type { Art } from "./core";
import { type Pt, type Scene, C, E, P, R, op, stroke, f, smoothD, lerp } from "./core";
import {
  birds,
  bushes,
  cloud,
  glitter,
  glow,
  mist,
  palm,
  reflect,
  ripples,
  sky,
  streaks,
  sun,
  yOn,
} from "./nature";
import { longtail } from "./structures";
import { coral, fish, karst, prang, thaiHall } from "./landmarks";

/** foam line where a wave laps the sand */
function foam(a: Art, pts: Pt[], w = 6, o = 0.85) {
  a.path(smoothD(pts), "none", stroke("#ffffff", w) + op(o));
}

/** low forested island on the horizon */
function island(a: Art, x0: number, x1: number, y: number, h: number, fill: string) {
  const r = a.r;
  const line: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    line.push([lerp(x0, x1, t), y - Math.sin(t * Math.PI) * h * r.range(0.8, 1.1)]);
  }
  a.path(smoothD(line) + "Z", fill);
  bushes(
    a,
    r,
    x0 + (x1 - x0) * 0.08,
    x1 - (x1 - x0) * 0.08,
    (x) => yOn(line, x) + 4,
    h * 0.12,
    h * 0.24,
    fill,
  );
}

const LONGTAIL_RIBBONS = ["#e8443a", "#f4c542", "#2f9bd6"];

export const andaman: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // Radhanagar beach: white sand, leaning palms, every shade of turquoise
    const hy = 520;
    sky(
      a,
      [
        [0, "#1e73c8"],
        [0.65, "#6fb6e8"],
        [1, "#d4ecf7"],
      ],
      hy,
    );
    cloud(a, 260, 160, 300, "#ffffff", "#d8e8f3");
    cloud(a, 1000, 110, 380, "#ffffff", "#d8e8f3", 0.95);
    cloud(a, 820, 300, 160, "#ffffff", "#deebf4", 0.8);
    island(a, 980, 1300, hy, 40, "#3b7a6e");
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#0b5ea8"],
          [0.3, "#0f8fbf"],
          [0.65, "#2fc6c8"],
          [1, "#8fe3d4"],
        ],
        hy,
        900,
      ),
    );
    ripples(a, r, hy + 4, 820, "#e9fbff", 60, 0.35);
    // beach sweeping in from the left
    const sand =
      smoothD([
        [-60, 640],
        [200, 660],
        [480, 720],
        [760, 830],
        [1000, 940],
        [1200, 1040],
      ]) + "L-60 1040Z";
    a.path(
      sand,
      a.lin(
        [
          [0, "#f6ecd6"],
          [1, "#efdcb7"],
        ],
        640,
        1000,
      ),
    );
    foam(
      a,
      [
        [-60, 642],
        [200, 662],
        [480, 722],
        [760, 832],
        [1000, 942],
        [1200, 1042],
      ],
      8,
    );
    foam(
      a,
      [
        [40, 672],
        [300, 700],
        [560, 770],
        [820, 880],
      ],
      4,
      0.5,
    );
    // jungle behind the beach
    a.path(
      smoothD([
        [-60, 540],
        [160, 560],
        [360, 610],
        [520, 680],
      ]) + "L520 720L-60 720Z",
      "#2a5f36",
    );
    bushes(a, r, -60, 470, (x) => 560 + Math.max(0, x) * 0.22, 24, 48, "#2f6b3a");
    for (const [x, h, lean] of [
      [60, 560, 0.3],
      [190, 470, 0.42],
      [330, 380, 0.5],
    ] as [number, number, number][])
      palm(a, r, x, 700 + x * 0.1, h, lean, "#7a5a3a", "#2f8a3a", "#a07a52");
    a.add(E(520, 860, 110, 16, "#d9c39a", op(0.6)));
    birds(a, r, 700, 230, 3, 10, "#2a4a6a");
  } else if (v === 2) {
    // boats at anchor in glass-clear shallows off Havelock
    const hy = 470;
    sky(
      a,
      [
        [0, "#2a7cc8"],
        [0.7, "#86c3ea"],
        [1, "#e0f1f8"],
      ],
      hy,
    );
    cloud(a, 1040, 150, 300, "#ffffff", "#d8e8f3");
    island(a, -80, 700, hy, 90, "#2f6b4a");
    island(a, 1100, 1600, hy, 50, "#4a8a74");
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#1476b8"],
          [0.4, "#20b2c0"],
          [1, "#9ae6d6"],
        ],
        hy,
        a.H,
      ),
    );
    // sandy bottom showing through
    let sandy = "";
    for (let i = 0; i < 120; i++) {
      const y = lerp(650, 1000, Math.pow(r.next(), 0.8));
      sandy += E(r.range(-40, 1540), y, lerp(20, 90, (y - 650) / 350), lerp(3, 10, (y - 650) / 350), "");
    }
    a.add(`<g fill="#f3eed2"${op(0.22)}>${sandy.replace(/ fill=""/g, "")}</g>`);
    ripples(a, r, hy + 4, a.H, "#ffffff", 80, 0.3);
    const boats: [number, number, number, string][] = [
      [380, 700, 360, "#2f5fa8"],
      [860, 760, 420, "#c2413b"],
      [1200, 660, 300, "#e7a83a"],
    ];
    for (const [x, y, L, c] of boats) {
      a.add(E(x + 10, y + L * 0.16, L * 0.5, L * 0.04, "#0b4f6a", op(0.25)));
      longtail(a, x, y, L, c, "#ffffff", "#f4efe2", LONGTAIL_RIBBONS);
    }
    a.path(
      smoothD([
        [-60, 940],
        [400, 960],
        [800, 1040],
      ]) + "L-60 1040Z",
      "#f4ead2",
    );
    foam(
      a,
      [
        [-60, 942],
        [400, 962],
        [800, 1042],
      ],
      6,
    );
  } else if (v === 3) {
    // above and below: a dive boat on the surface, the reef underneath
    const wl = 380;
    sky(
      a,
      [
        [0, "#2d86d4"],
        [1, "#bfe4f6"],
      ],
      wl,
    );
    cloud(a, 300, 120, 260, "#ffffff", "#d8e8f3");
    island(a, 900, 1400, wl, 70, "#2f6b4a");
    palm(a, r, 1000, wl - 40, 110, -0.2, "#5a4230", "#2f7a3a");
    palm(a, r, 1080, wl - 50, 90, 0.15, "#5a4230", "#2f7a3a");
    a.rect(
      0,
      wl,
      a.W,
      a.H - wl,
      a.lin(
        [
          [0, "#1aa6c4"],
          [0.5, "#0d6f9e"],
          [1, "#083d6a"],
        ],
        wl,
        a.H,
      ),
    );
    // light shafts
    let rays = "";
    for (let i = 0; i < 8; i++) {
      const x = r.range(0, 1500);
      rays += P(
        `M${f(x)} ${wl}L${f(x + 60)} ${wl}L${f(x + 260)} 1000L${f(x + 120)} 1000Z`,
        "#ffffff",
        op(0.06),
      );
    }
    a.add(rays);
    // the surface seen from just below
    a.rect(0, wl, a.W, 14, "#7fdcea", op(0.7));
    let wv = "";
    for (let x = -20; x < 1540; x += 40) wv += `M${x} ${wl + 14}q20 10 40 0`;
    a.path(wv, "none", stroke("#bff2f7", 3) + op(0.7));
    longtail(a, 520, wl - 4, 320, "#f3efe6", "#1e78b4", "#e9e3d2", LONGTAIL_RIBBONS);
    // reef
    const reef =
      smoothD([
        [-60, 900],
        [200, 860],
        [500, 880],
        [800, 840],
        [1100, 870],
        [1560, 850],
      ]) + "L1560 1040L-60 1040Z";
    a.path(reef, "#0b3f5c");
    coral(a, r, 180, 880, 1.3, "#f07a5a", "branch");
    coral(a, r, 420, 880, 1.1, "#b04fa6", "fan");
    coral(a, r, 640, 870, 1, "#f6c14e", "brain");
    coral(a, r, 900, 860, 1.4, "#ef5d7a", "branch");
    coral(a, r, 1150, 870, 1.2, "#5bc0a8", "fan");
    coral(a, r, 1360, 860, 1, "#f08a3c", "brain");
    a.add(
      fish(500, 560, 60, "#f6b53c", "#e07b28"),
      fish(560, 600, 50, "#f6b53c", "#e07b28"),
      fish(470, 630, 44, "#f6b53c", "#e07b28"),
      fish(1000, 680, 70, "#4cb8e8", "#f2d24a", -1),
      fish(1180, 560, 52, "#f26b6b", "#ffffff", -1),
      fish(300, 760, 46, "#ffffff", "#f08a3c"),
    );
    // a diver with a trail of bubbles
    a.add(
      `<g transform="rotate(-12 820 560)">${E(820, 560, 70, 16, "#1f2937")}${C(748, 556, 15, "#1f2937")}${R(770, 536, 60, 12, "#f59e0b", ` rx="6"`)}${P("M890 556L950 540L948 575Z", "#111827")}</g>`,
    );
    let bub = "";
    for (let i = 0; i < 12; i++)
      bub += C(740 + r.range(-10, 10), 530 - i * 12, 3 + i * 0.4, "none", stroke("#dff7fb", 1.5) + op(0.7));
    a.add(bub);
  } else {
    // sunset at the natural rock arch on Neil island
    const hy = 640;
    const m0 = a.mark();
    sky(
      a,
      [
        [0, "#3b2b63"],
        [0.4, "#b2506a"],
        [0.72, "#f08c56"],
        [1, "#fcd27a"],
      ],
      hy,
    );
    sun(a, 760, 600, 58, "#fff1c4", "#ffc46a", 500, 0.7);
    streaks(a, r, 10, 160, 460, "#f8ab7e", 0.45, 12);
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#f0a066"],
          [1, "#3e2748"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.35);
    glitter(a, r, 760, hy + 4, a.H, "#ffe2a4", 120, 110, 0.85);
    ripples(a, r, hy + 6, a.H, "#ffcf9e", 40, 0.25);
    // the arch
    const arch = `M980 ${hy + 20}L1000 520Q1040 430 1160 410Q1300 400 1380 470L1420 ${hy + 20}L1340 ${hy + 20}Q1330 540 1240 520Q1140 510 1100 580L1080 ${hy + 20}Z`;
    a.path(arch, "#2a1a2a");
    bushes(a, r, 1020, 1380, (x) => 440 - Math.sin(((x - 1020) / 360) * Math.PI) * 30, 14, 26, "#2a1a2a");
    a.path(
      smoothD([
        [-60, 860],
        [240, 840],
        [520, 900],
        [700, 1040],
      ]) + "L-60 1040Z",
      "#24142a",
    );
    palm(a, r, 90, 900, 560, 0.28, "#1c0f1f");
    palm(a, r, 230, 910, 430, 0.4, "#1c0f1f");
    a.path(
      smoothD([
        [1560, 900],
        [1300, 950],
        [1200, 1040],
      ]) + "L1560 1040Z",
      "#24142a",
    );
    longtail(a, 560, 760, 220, "#2a1a2a", "#2a1a2a", null, ["#2a1a2a"], "#2a1a2a");
    birds(a, r, 500, 300, 5, 11, "#3b2540");
  }
};

export const thailand: Scene = (a, v) => {
  const r = a.r;
  if (v === 1) {
    // Phang Nga bay: jungle-topped towers rising from an emerald sea
    const hy = 600;
    sky(
      a,
      [
        [0, "#2377c6"],
        [0.65, "#7ebbe6"],
        [1, "#dff0f6"],
      ],
      hy,
    );
    cloud(a, 200, 150, 300, "#ffffff", "#d8e8f3");
    cloud(a, 1100, 110, 260, "#ffffff", "#d8e8f3", 0.9);
    const m0 = a.mark();
    const far = { rock: "#9fb7bd", shade: "#6d8992", green: "#88aa98" };
    karst(a, r, 240, hy, 120, 160, far);
    karst(a, r, 1320, hy, 160, 200, far);
    karst(a, r, 700, hy, 90, 120, far);
    mist(a, 400, hy, "#dff0f6", 0.4);
    const mid = { rock: "#b59e86", shade: "#6f5a4c", green: "#4f8a4a" };
    karst(a, r, 480, hy, 200, 330, mid);
    karst(a, r, 1050, hy, 240, 300, mid, "r");
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#1d8c8c"],
          [0.5, "#20a99a"],
          [1, "#6fd6bf"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.4);
    ripples(a, r, hy + 4, a.H, "#e6fbf4", 70, 0.35);
    karst(a, r, 1420, hy + 160, 320, 700, { rock: "#a38a72", shade: "#5f4a3c", green: "#3f7a3c" }, "l");
    longtail(a, 600, 820, 420, "#8a5a36", "#f4efe2", null, LONGTAIL_RIBBONS, "#2b211c");
    longtail(a, 930, 700, 200, "#2f6ca8", "#ffffff", null, LONGTAIL_RIBBONS);
  } else if (v === 2) {
    // sunset silhouettes, layer upon layer of karsts
    const hy = 660;
    const m0 = a.mark();
    sky(
      a,
      [
        [0, "#2e2558"],
        [0.4, "#8d4f7e"],
        [0.72, "#ef8b5a"],
        [1, "#fcd086"],
      ],
      hy,
    );
    sun(a, 900, 560, 54, "#fff0c2", "#ffc46a", 480, 0.65);
    streaks(a, r, 9, 200, 460, "#f6a487", 0.45, 12);
    const layers: [string, [number, number, number][]][] = [
      [
        "#b0627a",
        [
          [100, 90, 150],
          [400, 70, 110],
          [1200, 100, 170],
          [1440, 80, 120],
        ],
      ],
      [
        "#7d3e66",
        [
          [260, 140, 250],
          [700, 110, 180],
          [1060, 160, 280],
        ],
      ],
      [
        "#4a2348",
        [
          [30, 220, 420],
          [1380, 240, 460],
        ],
      ],
    ];
    for (const [color, towers] of layers) {
      for (const [x, w, h] of towers)
        karst(a, r, x, hy, w, h, { rock: color, shade: color, green: color, greenDark: color });
    }
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#e99a6e"],
          [1, "#35203f"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.5);
    glitter(a, r, 900, hy + 4, a.H, "#ffe0a6", 110, 100, 0.8);
    longtail(a, 640, 840, 340, "#2a1530", "#2a1530", null, ["#2a1530"], "#2a1530");
    birds(a, r, 560, 280, 5, 11, "#3b2245");
  } else if (v === 3) {
    // Railay: moored longtails below a towering cliff
    const hy = 560;
    sky(
      a,
      [
        [0, "#2878c8"],
        [0.65, "#86c2ea"],
        [1, "#e2f1f7"],
      ],
      hy,
    );
    cloud(a, 220, 140, 280, "#ffffff", "#d8e8f3");
    karst(a, r, 520, hy, 140, 200, { rock: "#a9bcc0", shade: "#7590a0", green: "#8db09c" });
    mist(a, 400, hy, "#e2f1f7", 0.35);
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#14879e"],
          [0.5, "#2fbfbe"],
          [1, "#a0ead6"],
        ],
        hy,
        900,
      ),
    );
    ripples(a, r, hy + 4, 860, "#ffffff", 50, 0.3);
    // the cliff at the right
    const cliff =
      smoothD([
        [900, 1040],
        [960, 700],
        [1000, 400],
        [1060, 160],
        [1200, 60],
        [1400, 40],
        [1560, 60],
      ]) + "L1560 1040Z";
    a.path(cliff, "#c0a080");
    const cl = a.clip(`<path d="${cliff}"/>`);
    let st = "";
    for (let i = 0; i < 30; i++) {
      const x = r.range(960, 1560);
      st += `M${f(x)} ${f(r.range(80, 500))}l${f(r.range(-6, 6))} ${f(r.range(120, 420))}`;
    }
    let hang = "";
    for (let i = 0; i < 16; i++) {
      const x = r.range(980, 1560);
      hang += `M${f(x)} ${f(r.range(100, 300))}l${f(r.range(-4, 4))} ${f(r.range(40, 120))}`;
    }
    a.add(
      `<g clip-path="${cl}">${R(1250, 0, 400, 1040, "#6f5443", op(0.35))}${P(st, "none", stroke("#7a5c48", 7) + op(0.4))}${P(hang, "none", stroke("#e8d2b2", 4) + op(0.5))}</g>`,
    );
    bushes(a, r, 1080, 1560, (x) => 120 - (x - 1080) * 0.12, 20, 40, "#3f7a3c");
    // beach
    const sand =
      smoothD([
        [-60, 830],
        [300, 800],
        [700, 840],
        [1000, 900],
        [1200, 1040],
      ]) + "L-60 1040Z";
    a.path(sand, "#f4e7c8");
    foam(
      a,
      [
        [-60, 832],
        [300, 802],
        [700, 842],
        [1000, 902],
        [1200, 1042],
      ],
      7,
    );
    for (const [x, h, lean] of [
      [80, 460, 0.25],
      [200, 380, -0.1],
    ] as [number, number, number][])
      palm(a, r, x, 840, h, lean, "#7a5a3a", "#2f8a3a", "#a07a52");
    const boats: [number, number, number, string][] = [
      [520, 720, 300, "#2f6ca8"],
      [800, 760, 340, "#8a5a36"],
      [1060, 700, 280, "#d0473c"],
    ];
    for (const [x, y, L, c] of boats) longtail(a, x, y, L, c, "#ffffff", "#f4efe2", LONGTAIL_RIBBONS);
  } else {
    // Wat Arun across the Chao Phraya at dusk
    const hy = 700;
    const m0 = a.mark();
    sky(
      a,
      [
        [0, "#1d2a5a"],
        [0.45, "#5a4a8a"],
        [0.75, "#e08a7a"],
        [1, "#f8c48c"],
      ],
      hy,
    );
    glow(a, 760, hy - 40, 520, "#ffcf8a", 0.45, 0.5);
    streaks(a, r, 8, 220, 480, "#f3a08e", 0.4);
    const temple = "#2a1d3a";
    a.add(
      prang(760, hy - 10, 260, 520, temple, "#ffd08a"),
      prang(520, hy - 10, 120, 250, temple, "#ffd08a"),
      prang(1000, hy - 10, 120, 250, temple, "#ffd08a"),
      prang(360, hy - 10, 80, 160, temple),
      prang(1160, hy - 10, 80, 160, temple),
      thaiHall(180, hy - 10, 240, 170, temple, temple, "#ffd08a"),
      thaiHall(1360, hy - 10, 260, 180, temple, temple, "#ffd08a"),
    );
    a.rect(0, hy - 16, a.W, 16, temple);
    // festoon lights along the embankment
    let lights = "";
    for (let x = 10; x < 1500; x += 22) lights += C(x, hy - 20 + Math.sin(x / 60) * 3, 3, "#ffd88a");
    a.add(lights);
    a.rect(
      0,
      hy,
      a.W,
      a.H - hy,
      a.lin(
        [
          [0, "#c27a7a"],
          [1, "#1d1a3a"],
        ],
        hy,
        a.H,
      ),
    );
    reflect(a, m0, hy, 0.45);
    glitter(a, r, 760, hy + 4, a.H, "#ffd08a", 160, 120, 0.7);
    ripples(a, r, hy + 6, a.H, "#f4b08a", 40, 0.25);
    longtail(a, 1040, 880, 360, "#1a1228", "#e0a050", "#2a1d3a", LONGTAIL_RIBBONS);
  }
};
