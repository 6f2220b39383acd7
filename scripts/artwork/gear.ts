/**
 * Product illustrations for the gear shop: one item centred on a light studio
 * background with a soft floor shadow, drawn on a 1000x1000 canvas.
 */
import type { Art } from "./core";
import { C, E, P, R, op, stroke, darken, lighten } from "./core";

export const GEAR = ["jacket", "helmet", "cap", "tshirt", "trousers", "backpack"] as const;
export type GearItem = (typeof GEAR)[number];

const BRAND_TEAL = "#0f766e";
const BRAND_AMBER = "#f59e0b";

function studio(a: Art, floorY: number, shadowW: number) {
  a.rect(
    0,
    0,
    a.W,
    a.H,
    a.rad(
      [
        [0, "#fbfaf7"],
        [0.7, "#f0ede7"],
        [1, "#e4e0d8"],
      ],
      500,
      420,
      760,
    ),
  );
  a.add(
    E(
      500,
      floorY,
      shadowW,
      shadowW * 0.09,
      a.rad(
        [
          [0, "#5a5246", 0.28],
          [1, "#5a5246", 0],
        ],
        500,
        floorY,
        shadowW,
        0.09,
      ),
    ),
  );
}

/** fills d with base, then adds a soft left-lit volume and a darker right side, clipped to d */
function volume(a: Art, d: string, base: string, x0: number, x1: number, strength = 1) {
  a.path(d, base);
  const cl = a.clip(`<path d="${d}"/>`);
  const g = a.lin(
    [
      [0, "#ffffff", 0.22 * strength],
      [0.35, "#ffffff", 0],
      [0.62, "#000000", 0],
      [1, "#000000", 0.22 * strength],
    ],
    0,
    0,
    x0,
    x1,
  );
  a.add(`<g clip-path="${cl}">${R(x0 - 10, 0, x1 - x0 + 20, a.H, g)}</g>`);
}

/** small brand mark: amber sun over a teal peak */
function badge(x: number, y: number, s: number): string {
  return (
    R(x - 18 * s, y - 14 * s, 36 * s, 28 * s, "#ffffff", ` rx="${5 * s}"`) +
    C(x + 6 * s, y - 3 * s, 5 * s, BRAND_AMBER) +
    P(
      `M${x - 13 * s} ${y + 9 * s}L${x - 3 * s} ${y - 6 * s}L${x + 3 * s} ${y + 2 * s}L${x + 7 * s} ${y - 2 * s}L${x + 13 * s} ${y + 9 * s}Z`,
      BRAND_TEAL,
    )
  );
}

function jacket(a: Art) {
  const base = "#2f6b4f";
  const dark = darken(base, 0.35);
  studio(a, 880, 300);
  // hood behind the collar
  a.path("M385 240Q380 110 500 100Q620 110 615 240Z", darken(base, 0.15));
  a.path("M420 235Q425 150 500 145Q575 150 580 235Z", darken(base, 0.55));
  const body =
    "M410 215L330 240Q268 258 252 330L168 700Q200 722 250 716L305 450L305 815Q500 842 695 815L695 450L750 716Q800 722 832 700L748 330Q732 258 670 240L590 215Z";
  volume(a, body, base, 168, 832);
  // cuffs and hem band
  a.path("M168 700Q200 722 250 716L246 745Q200 750 162 728Z", dark);
  a.path("M832 700Q800 722 750 716L754 745Q800 750 838 728Z", dark);
  a.path("M305 815Q500 842 695 815L695 850Q500 876 305 850Z", dark);
  // collar
  a.path("M410 215Q500 245 590 215L596 262Q500 290 404 262Z", darken(base, 0.12));
  // yoke seam, arm seams
  a.add(P("M305 340Q500 372 695 340", "none", stroke(dark, 3) + op(0.5)));
  a.add(P("M305 450L300 300M695 450L700 300", "none", stroke(dark, 3) + op(0.45)));
  // zips: centre, chest, hand pockets
  a.add(P("M500 262L500 860", "none", stroke("#1b2b24", 7)));
  a.add(R(492, 280, 16, 34, "#c9ced1", ` rx="4"`));
  a.add(P("M545 360L630 340M340 600L372 720M660 600L628 720", "none", stroke("#1b2b24", 5)));
  a.add(R(624, 336, 10, 24, "#c9ced1", ` rx="3"`));
  // underarm vent hint and a reflective piping
  a.add(P("M258 520L290 420M742 520L710 420", "none", stroke(lighten(base, 0.35), 3) + op(0.6)));
  a.add(badge(400, 355, 1.1));
}

function helmet(a: Art) {
  const base = "#f07a1a";
  studio(a, 820, 320);
  // foam liner peeking out below the shell
  a.path("M250 650Q500 720 750 650L740 700Q500 770 260 700Z", "#2b2b2f");
  const shell = "M236 650Q222 360 500 300Q778 360 764 650Q500 720 236 650Z";
  volume(a, shell, base, 236, 764, 1.2);
  // lower rim band
  a.path("M236 650Q500 720 764 650L760 615Q500 685 240 615Z", darken(base, 0.3));
  // vents follow the dome
  const vents: [number, number, number][] = [
    [400, 380, -24],
    [500, 352, 0],
    [600, 380, 24],
    [330, 470, -40],
    [670, 470, 40],
    [450, 450, -10],
    [550, 450, 10],
  ];
  let v = "";
  for (const [x, y, rot] of vents)
    v += `<rect x="${x - 16}" y="${y - 40}" width="32" height="80" rx="16" transform="rotate(${rot} ${x} ${y})"/>`;
  a.add(`<g fill="#3a2416">${v}</g>`);
  // highlight
  a.add(P("M300 520Q300 380 440 330", "none", stroke("#ffffff", 14) + op(0.35)));
  // head-torch clips and the dial-fit wheel
  a.add(R(380, 600, 34, 18, "#2b2b2f", ` rx="4"`), R(586, 600, 34, 18, "#2b2b2f", ` rx="4"`));
  a.add(C(500, 735, 26, "#2b2b2f"), C(500, 735, 12, "#4a4a50"));
  // chin straps
  a.add(P("M300 680L430 840L570 840L700 680", "none", stroke("#26262a", 12)));
  a.add(R(470, 826, 60, 30, "#3b3b40", ` rx="6"`));
  a.add(badge(500, 560, 1.2));
}

function cap(a: Art) {
  const base = "#c8b48a";
  const dark = darken(base, 0.3);
  studio(a, 760, 340);
  // brim underside then the crown
  a.path("M600 640Q760 600 900 660Q880 720 760 730Q640 730 560 690Z", darken(base, 0.45));
  const crown = "M210 660Q200 420 420 340Q600 300 700 420Q760 500 740 640Q480 700 210 660Z";
  volume(a, crown, base, 200, 760, 1.1);
  // panel seams and the top button
  a.add(
    P(
      "M470 322Q420 480 430 678M470 322Q600 420 640 660M470 322Q300 420 300 668",
      "none",
      stroke(dark, 4) + op(0.55),
    ),
  );
  a.add(E(470, 318, 22, 10, darken(base, 0.2)));
  // air eyelets
  a.add(C(370, 420, 7, dark), C(580, 410, 7, dark));
  // brim top
  const brim = "M560 650Q740 600 910 650Q890 690 760 700Q640 705 560 690Z";
  volume(a, brim, lighten(base, 0.05), 560, 910, 0.8);
  a.add(P("M585 668Q740 630 880 662", "none", stroke(dark, 3) + op(0.45) + ` stroke-dasharray="10 8"`));
  // sweatband edge and strap at the back
  a.add(P("M212 650Q480 690 740 632", "none", stroke(darken(base, 0.4), 8)));
  a.add(R(200, 600, 30, 60, darken(base, 0.35), ` rx="6"`));
  a.add(badge(450, 520, 1.5));
}

function tshirt(a: Art) {
  const base = "#5ba4d8";
  const dark = darken(base, 0.25);
  studio(a, 860, 320);
  // back of the neck opening
  a.path("M405 190Q500 250 595 190Q580 230 500 238Q420 230 405 190Z", darken(base, 0.4));
  const body =
    "M405 190Q500 262 595 190L720 232L850 370L755 450L700 400L700 830Q500 850 300 830L300 400L245 450L150 370L280 232Z";
  volume(a, body, base, 150, 850);
  // rib collar
  a.add(P("M405 190Q500 262 595 190", "none", stroke(dark, 16)));
  // sleeve hems and side seams
  a.add(P("M150 370L245 450M850 370L755 450", "none", stroke(dark, 12)));
  a.add(P("M300 400L300 830M700 400L700 830", "none", stroke(dark, 3) + op(0.5)));
  a.add(P("M300 812Q500 832 700 812", "none", stroke(dark, 3) + op(0.5) + ` stroke-dasharray="9 7"`));
  // gentle folds
  a.add(
    P("M380 520Q420 640 400 780M620 560Q600 660 630 790", "none", stroke(darken(base, 0.12), 8) + op(0.35)),
  );
  a.add(badge(600, 330, 1.2));
}

function trousers(a: Art) {
  const base = "#6b7a3f";
  const dark = darken(base, 0.35);
  studio(a, 905, 260);
  const legs = "M335 200L665 200L690 520L672 880L530 880L500 420L470 880L328 880L310 520Z";
  volume(a, legs, base, 310, 690);
  // waistband with loops and a button
  a.path("M330 160L670 160L668 206L332 206Z", darken(base, 0.15));
  let loops = "";
  for (const x of [360, 440, 560, 640]) loops += R(x - 7, 152, 14, 62, darken(base, 0.3), ` rx="3"`);
  a.add(loops, C(500, 183, 9, "#c9ced1"));
  // fly, front pockets, cargo pockets with flaps
  a.add(P("M500 206L500 400Q490 420 470 410", "none", stroke(dark, 4) + op(0.7)));
  a.add(P("M345 206Q390 260 330 320M655 206Q610 260 670 320", "none", stroke(dark, 4) + op(0.7)));
  a.path("M330 430L440 430L445 590L338 590Z", darken(base, 0.08));
  a.path("M324 420L446 420L446 460L326 460Z", darken(base, 0.2));
  a.path("M670 430L560 430L555 590L662 590Z", darken(base, 0.08));
  a.path("M676 420L554 420L554 460L674 460Z", darken(base, 0.2));
  // zip-off line and knee darts
  a.add(P("M322 650L480 652M520 652L678 650", "none", stroke("#1e2414", 5)));
  a.add(P("M360 700Q390 710 420 700M580 700Q610 710 640 700", "none", stroke(dark, 3) + op(0.55)));
  // hems
  a.add(P("M328 868L470 868M530 868L672 868", "none", stroke(dark, 6)));
  a.add(badge(610, 280, 1));
}

function backpack(a: Art) {
  const base = "#c8372d";
  const dark = darken(base, 0.4);
  studio(a, 875, 280);
  // shoulder straps peeking out at the sides, haul loop on top
  a.path("M330 260Q290 420 300 700L340 700Q330 420 360 280Z", "#2a2a2e");
  a.path("M670 260Q710 420 700 700L660 700Q670 420 640 280Z", "#2a2a2e");
  a.add(P("M470 205Q500 160 530 205", "none", stroke("#2a2a2e", 12)));
  const body =
    "M360 250Q360 200 420 196L580 196Q640 200 640 250L660 800Q660 850 600 852L400 852Q340 850 340 800Z";
  volume(a, body, base, 340, 660);
  // lid
  const lid = "M350 270Q350 190 430 186L570 186Q650 190 650 270L648 330Q500 360 352 330Z";
  volume(a, lid, darken(base, 0.08), 350, 650);
  a.add(P("M380 300Q500 322 620 300", "none", stroke("#1d1d20", 5)));
  // front pocket
  const pocket =
    "M395 560Q395 520 440 518L560 518Q605 520 605 560L612 790Q612 820 580 822L420 822Q388 820 388 790Z";
  volume(a, pocket, darken(base, 0.12), 388, 612);
  a.add(P("M400 600Q500 585 600 600", "none", stroke("#1d1d20", 5)));
  // compression straps and buckles
  a.add(P("M340 430L660 430M345 700L655 700", "none", stroke("#2a2a2e", 14)));
  a.add(R(478, 418, 44, 24, "#111114", ` rx="5"`), R(478, 688, 44, 24, "#111114", ` rx="5"`));
  // ice-axe loop and a reflective strip
  a.add(P("M480 830Q500 870 520 830", "none", stroke("#2a2a2e", 8)));
  a.add(P("M420 470L580 470", "none", stroke("#e9eef2", 6) + op(0.8)));
  a.add(badge(500, 380, 1.3));
  a.add(P("M360 260Q370 560 352 800", "none", stroke(dark, 3) + op(0.4)));
}

const ITEMS: Record<GearItem, (a: Art) => void> = { jacket, helmet, cap, tshirt, trousers, backpack };

export function gearScene(a: Art, item: GearItem) {
  ITEMS[item](a);
}
