/**
 * Procedural artwork generator for Safarnama Travels.
 *
 * Every image on the site is an original flat/layered vector illustration that
 * is built here as SVG (deterministically, from a seeded PRNG) and rendered to
 * WebP with sharp. Nothing is traced from photos, so the output is ours to ship.
 *
 *   npx tsx scripts/make-artwork.ts              # render everything
 *   npx tsx scripts/make-artwork.ts ladakh hero  # only keys containing "ladakh" or "hero"
 *
 * Output:
 *   db/seed-data/images/<dest>-<1..4>-{480,960,1600}.webp   destination scenes (3:2)
 *   db/seed-data/images/gear-<item>-{400,800}.webp          gear products (1:1)
 *   public/images/hero-<1..3>-{640,1280,1920}.webp          home page slides (16:9)
 *   public/images/hero-<1..3>-tall-{540,810,1080}.webp      the same slides cut for a phone held upright (1:2)
 *   public/favicon.svg, favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png  ("icon")
 *
 * Scene code lives in scripts/artwork/*.ts.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { Art, Rng, type Scene } from "./artwork/core";
import { GEAR, gearScene } from "./artwork/gear";
import { HEROES } from "./artwork/hero";
import { writeIcons } from "./artwork/icons";
import { kerala, ladakh, meghalaya, tawang } from "./artwork/scenes-india";
import { kashmir, manali, spiti } from "./artwork/scenes-north";
import { bhutan, nepal } from "./artwork/scenes-himalaya";
import { andaman, thailand } from "./artwork/scenes-sea";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "db/seed-data/images");
const PUBLIC_DIR = path.join(ROOT, "public");
const HERO_DIR = path.join(PUBLIC_DIR, "images");

const SCENES: Record<string, Scene> = {
  ladakh,
  meghalaya,
  tawang,
  kerala,
  spiti,
  kashmir,
  andaman,
  manali,
  bhutan,
  nepal,
  thailand,
};

/** Where each hero's upright slice is cut (its subject: the road, the houseboat, the monastery). */
const TALL_HERO_FOCUS_X = [0.62, 0.64, 0.56];

/** Upper bounds per output width; the run warns (does not fail) above them. */
const BUDGET_KB: Record<number, number> = {
  400: 40,
  480: 40,
  540: 60,
  810: 110,
  1080: 180,
  640: 60,
  800: 110,
  960: 110,
  1280: 180,
  1600: 250,
  1920: 300,
};

interface Job {
  key: string;
  dir: string;
  widths: number[];
  /** width / height */
  aspect: number;
  build: () => Art;
  /**
   * Cut a narrower slice out of the picture instead of squeezing it: the art is drawn at the
   * output's height and the slice taken at `focusX` (0 left edge, 0.5 middle, 1 right edge).
   */
  crop?: { artAspect: number; focusX: number };
}

interface Rendered {
  key: string;
  files: { width: number; height: number; bytes: number }[];
}

function sceneJob(dest: string, scene: Scene, v: number): Job {
  const key = `${dest}-${v}`;
  return {
    key,
    dir: OUT_DIR,
    widths: [480, 960, 1600],
    aspect: 1.5,
    build: () => {
      const a = new Art(1500, 1000, new Rng(key));
      scene(a, v);
      return a;
    },
  };
}

function allJobs(): Job[] {
  const jobs: Job[] = [];
  for (const [dest, scene] of Object.entries(SCENES))
    for (let v = 1; v <= 4; v++) jobs.push(sceneJob(dest, scene, v));
  for (const item of GEAR) {
    const key = `gear-${item}`;
    jobs.push({
      key,
      dir: OUT_DIR,
      widths: [400, 800],
      aspect: 1,
      build: () => {
        const a = new Art(1000, 1000, new Rng(key));
        gearScene(a, item);
        return a;
      },
    });
  }
  HEROES.forEach((hero, i) => {
    const key = `hero-${i + 1}`;
    const build = () => {
      const a = new Art(1920, 1080, new Rng(key));
      hero(a);
      return a;
    };
    // the home hero fills a tall phone screen: a slice of the scene, sharp at 3x, not a stretched strip
    jobs.push({
      key: `${key}-tall`,
      dir: HERO_DIR,
      widths: [540, 810, 1080],
      aspect: 1 / 2,
      build,
      crop: { artAspect: 16 / 9, focusX: TALL_HERO_FOCUS_X[i] ?? 0.5 },
    });
    jobs.push({
      key,
      dir: HERO_DIR,
      widths: [640, 1280, 1920],
      aspect: 16 / 9,
      build: () => {
        const a = new Art(1920, 1080, new Rng(key));
        hero(a);
        return a;
      },
    });
  });
  return jobs;
}

async function render(job: Job): Promise<Rendered> {
  const art = job.build();
  const files: Rendered["files"] = [];
  for (const w of job.widths) {
    const h = Math.round(w / job.aspect);
    const file = path.join(job.dir, `${job.key}-${w}.webp`);
    const drawnW = job.crop ? Math.round(h * job.crop.artAspect) : w;
    let image = sharp(Buffer.from(art.svg(drawnW, h)));
    if (job.crop) {
      const left = Math.round((drawnW - w) * job.crop.focusX);
      image = sharp(await image.png().toBuffer()).extract({ left, top: 0, width: w, height: h });
    }
    const info = await image.webp({ quality: 70, effort: 5 }).toFile(file);
    files.push({ width: w, height: h, bytes: info.size });
  }
  return { key: job.key, files };
}

/** runs fn over items with at most n in flight (the build machine is shared) */
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
  const wanted = (key: string) => filters.length === 0 || filters.some((q) => key.includes(q));
  await mkdir(OUT_DIR, { recursive: true });
  await mkdir(HERO_DIR, { recursive: true });
  const selected = allJobs().filter((j) => wanted(j.key));
  const results = await pool(selected, 2, render);
  let total = 0;
  const over: string[] = [];
  for (const r of results) {
    const sizes = r.files.map((x) => `${x.width}:${(x.bytes / 1024).toFixed(1)}K`).join(" ");
    for (const x of r.files) {
      total += x.bytes;
      const budget = BUDGET_KB[x.width];
      if (budget && x.bytes / 1024 > budget)
        over.push(`${r.key}-${x.width} (${(x.bytes / 1024).toFixed(0)}K)`);
    }
    console.log(`${r.key.padEnd(16)} ${sizes}`);
  }
  if (wanted("icon")) {
    const icons = await writeIcons(PUBLIC_DIR);
    for (const [name, bytes] of icons) {
      total += bytes;
      console.log(`${name.padEnd(22)} ${(bytes / 1024).toFixed(1)}K`);
    }
  }
  if (over.length) console.warn(`over budget: ${over.join(", ")}`);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`rendered ${results.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${secs}s`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
