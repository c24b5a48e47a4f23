// Draws the app's icons from their SVG sources (public/icon.svg, scripts/icons/icon-maskable.svg)
// with sharp (Next's own image dependency). Run once after changing a source and commit the PNGs:
// `node scripts/generate-icons.mjs`. The build does not run it, so production needs no image tools.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.join(import.meta.dirname, "..");
const icon = readFileSync(path.join(root, "public", "icon.svg"));
// Full bleed: Android masks it to its own shape; iOS fills transparency with black and rounds corners itself.
const fullBleed = readFileSync(path.join(root, "scripts", "icons", "icon-maskable.svg"));

const png = (svg, size) => sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

const outputs = [
  ["public/icons/icon-192.png", icon, 192],
  ["public/icons/icon-512.png", icon, 512],
  ["public/icons/icon-maskable-512.png", fullBleed, 512],
  ["public/apple-touch-icon.png", fullBleed, 180],
];
for (const [file, svg, size] of outputs) writeFileSync(path.join(root, file), await png(svg, size));

/** A .ico holding PNG images (allowed since Windows Vista, read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}
const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(icon, size) })));
writeFileSync(path.join(root, "public", "favicon.ico"), ico(favicon));
console.log("icons written:", [...outputs.map((o) => o[0]), "public/favicon.ico"].join(", "));
