// Compiles the production server (server/main.ts and what it imports) to plain JavaScript, so
// `npm run serve` runs `node` with no TypeScript loader. Packages stay external (node_modules).
// The migrations and the demo images travel with the bundle: db/ finds them next to itself.
// Runs after `react-router build`, so it also compresses the client's hashed assets.
import { cp } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { compressAssets } from "./compress-assets.mjs";

const outDir = path.resolve(process.env.BUILD_DIR ?? "build", "server");

await build({
  entryPoints: ["server/main.ts"],
  outfile: path.join(outDir, "main.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
await cp("db/migrations", path.join(outDir, "migrations"), { recursive: true });
await cp("db/seed-data/images", path.join(outDir, "seed-data/images"), { recursive: true });
// the receipts' and invoices' font (it has the rupee sign), found next to the bundle
await cp("assets/fonts", path.join(outDir, "fonts"), { recursive: true });
console.log(`server compiled to ${path.relative(process.cwd(), outDir)}/main.js`);
const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
console.log(`${await compressAssets(assetsDir)} client assets compressed (brotli, gzip)`);
