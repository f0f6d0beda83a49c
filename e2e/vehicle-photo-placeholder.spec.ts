// A vehicle page's first photo is drawn on its blurred preview until the photo has loaded: the build's preview of
// that photo (gatsby/content/first-photo-previews.ts), 20 px wide in the photo's own shape, inline in the page's
// HTML, so it shows before anything else is fetched. The other slides load lazily with none.
import { expect, test } from "@playwright/test";
import path from "node:path";
import sharp from "sharp";
import { contentVehicles } from "./support/inventory-content";

const PHOTOS = path.join(process.env.CONTENT_DIR || "content", "vehicles", "photos");
const withPhotos = contentVehicles().filter((vehicle) => vehicle.photos.length > 0);

/** The data URL in an <img>'s inline style (`background-image:url("data:…")`), if any. */
const previewOf = (img: string) => /background-image:url\(&quot;(data:[^&]+)&quot;\)/.exec(img)?.[1];

test("every vehicle page's first photo has the preview of that photo inline, and no other slide has one", async ({
  request,
}) => {
  expect(withPhotos.length).toBeGreaterThan(0);
  for (const vehicle of withPhotos) {
    const html = await (await request.get(vehicle.path)).text();
    const slides = [...html.matchAll(/id="photo-(\d+)"[^>]*>\s*<picture[^>]*>.*?(<img[^>]*>)/g)];
    expect(
      slides.map(([, number]) => Number(number)),
      vehicle.path,
    ).toEqual(vehicle.photos.map((_, index) => index + 1));
    const [first, ...others] = slides.map(([, , img]) => previewOf(img));
    expect(others.filter(Boolean), vehicle.path).toEqual([]);
    const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+=*)$/.exec(first ?? "");
    expect(match, `${vehicle.path}: its first photo's preview`).not.toBeNull();
    const preview = await sharp(Buffer.from(match![1], "base64")).metadata();
    const photo = await sharp(path.join(PHOTOS, vehicle.photos[0].file)).metadata();
    const [width, height] =
      (photo.orientation ?? 1) >= 5 ? [photo.height!, photo.width!] : [photo.width!, photo.height!];
    expect([preview.width, preview.height], vehicle.path).toEqual([20, Math.round((20 * height) / width)]);
  }
});

test("the first photo shows its preview while the photo is still on its way", async ({ page }) => {
  // The photos are held back (never answered), as on a slow connection.
  await page.route(/\/_gatsby\/image\//, () => new Promise(() => undefined));
  await page.goto(withPhotos[0].path, { waitUntil: "domcontentloaded" });
  const main = page.locator("#photo-1 img");
  await expect(main).toBeVisible();
  expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  const shown = await main.evaluate((img) => {
    const style = getComputedStyle(img);
    return { image: style.backgroundImage, size: style.backgroundSize, box: img.getBoundingClientRect().width > 100 };
  });
  expect(shown.image).toMatch(/^url\("data:image\/jpeg;base64,/);
  expect(shown.size).toBe("cover");
  expect(shown.box).toBe(true);
});
