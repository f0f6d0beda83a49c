/**
 * Draws the app icon and the SVG favicon from the brand mark (src/lib/shell/brand-mark.ts):
 *   npx tsx scripts/make-app-icon.ts
 * Writes src/images/icon.png (512x512, used by gatsby-plugin-manifest for every icon size and the PNG
 * favicon) and static/favicon.svg. Both are committed; run again only when the mark changes.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { brandMarkSvg } from "../src/lib/shell/brand-mark";
import { BRAND_BLUE } from "../src/styles/palette";

const root = path.resolve(__dirname, "..");
const iconPath = path.join(root, "src", "images", "icon.png");
const faviconPath = path.join(root, "static", "favicon.svg");

async function main(): Promise<void> {
  // Full-bleed tile with the car kept inside the central safe zone, so launchers that round or
  // circle-mask the icon never cut the car.
  const iconSvg = brandMarkSvg({ size: 512, tile: BRAND_BLUE, car: "#ffffff", inset: 0.18, radius: 0 });
  fs.mkdirSync(path.dirname(iconPath), { recursive: true });
  await sharp(Buffer.from(iconSvg)).png({ compressionLevel: 9 }).toFile(iconPath);

  fs.mkdirSync(path.dirname(faviconPath), { recursive: true });
  fs.writeFileSync(faviconPath, `${brandMarkSvg({ size: 64, tile: BRAND_BLUE, car: "#ffffff" })}\n`);
  console.log(`wrote ${path.relative(root, iconPath)} and ${path.relative(root, faviconPath)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
