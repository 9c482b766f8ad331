// Favicons and the web app manifest, drawn at build time from app/favicon.svg (the one brand
// mark) into build/client, where the server serves them as built files.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BRAND_ICONS, webManifest } from "#app/lib/brand.ts";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "app/favicon.svg");
const out = path.join(root, "build/client");
const svg = readFileSync(source);

copyFileSync(source, path.join(out, BRAND_ICONS.svg));
for (const icon of BRAND_ICONS.png) {
  // Home-screen icons get no transparent corners: iOS and Android draw their own mask.
  const background = icon.opaque ? BRAND_ICONS.background : { r: 0, g: 0, b: 0, alpha: 0 };
  const drawn = await sharp(svg, { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .flatten(icon.opaque ? { background } : false)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(out, icon.file), drawn);
}
writeFileSync(path.join(out, BRAND_ICONS.manifest), JSON.stringify(webManifest(), null, 2));
console.log(`brand icons: ${[BRAND_ICONS.svg, ...BRAND_ICONS.png.map((icon) => icon.file)].join(", ")}`);
