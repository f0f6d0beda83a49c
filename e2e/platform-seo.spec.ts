// SEO and marketplace output of the production build: head tags, structured data, robots.txt, sitemap and
// feeds, checked against the content the build was made from.
import { expect, test } from "@playwright/test";
import { vehiclePath } from "../src/lib/paths";
import { advertisedPrice } from "../src/lib/pricing/fees";
import { GOOGLE_FEED_COLUMNS } from "../src/lib/seo/google-vehicle-feed";
import { parseCsv, parseTsv, records } from "../tests/support/delimited";
import { content, sitemapLocations } from "./support/platform-pages";

const SITE_URL = (process.env.SITE_URL || "http://localhost:9000").replace(/\/+$/, "");
const { site, vehicles } = content();
/** A photo's share size: a JPEG the site's own image service makes at its Image CDN address. */
const SHARE_IMAGE_URL = new RegExp(`^${SITE_URL}/_gatsby/image/[^?]+\\.jpg\\?`);
const available = vehicles.filter((vehicle) => vehicle.status === "available");
const listed = vehicles.filter((vehicle) => vehicle.status !== "sold");

test.describe("SEO output", () => {
  test("home page head: canonical URL, share tags and AutoDealer JSON-LD", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${site.businessName} | ${site.tagline.en}`,
    );
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", site.businessName);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const dealer = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "AutoDealer");
    expect(dealer).toMatchObject({
      name: site.businessName,
      url: `${SITE_URL}/`,
      telephone: `+1${site.phone.replace(/\D/g, "")}`,
      address: {
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        postalCode: site.address.postalCode,
      },
    });
    // The sample site has a map position (the JSON-LD without one: tests/platform/structured-data.test.ts).
    expect(site.geo).toBeDefined();
    expect(dealer.geo).toMatchObject(site.geo!);
    const openDays = site.hours.filter((day) => day.hours !== "Closed").map((day) => day.day);
    expect(dealer.openingHoursSpecification.flatMap((spec: { dayOfWeek: string[] }) => spec.dayOfWeek).sort()).toEqual(
      openDays.sort(),
    );
  });

  test("robots.txt names the sitemap; the sitemap lists live, indexable pages only", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const locations = sitemapLocations(await sitemap.text());
    expect(locations).toContain(`${SITE_URL}/`);
    for (const url of locations) {
      expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
      expect(url).not.toMatch(/\/(404|500|offline|offline-plugin-app-shell-fallback)(\/|\.html)/);
      const path = url.slice(SITE_URL.length);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), `${path} is in the sitemap but says noindex`).not.toMatch(
        /<meta name="robots" content="noindex/,
      );
    }
  });

  test("the sitemap lists exactly the available and pending vehicles", async ({ request }) => {
    const locations = sitemapLocations(await (await request.get("/sitemap.xml")).text());
    const vehicleUrls = new Set(vehicles.map((vehicle) => `${SITE_URL}${vehiclePath(vehicle)}`));
    expect(locations.filter((url) => vehicleUrls.has(url)).sort()).toEqual(
      listed.map((vehicle) => `${SITE_URL}${vehiclePath(vehicle)}`).sort(),
    );
  });

  test("the Google vehicle listings feed lists exactly the available vehicles with the required attributes", async ({
    request,
  }) => {
    const response = await request.get("/feeds/google-vehicle-listings.tsv");
    expect(response.status()).toBe(200);
    const rows = parseTsv(await response.text());
    expect(rows[0]).toEqual([...GOOGLE_FEED_COLUMNS]);
    const feed = records(rows);
    expect(feed.map((row) => row.vin).sort()).toEqual(available.map((vehicle) => vehicle.vin).sort());
    for (const row of feed) {
      const vehicle = available.find((candidate) => candidate.vin === row.vin)!;
      expect(row).toMatchObject({
        store_code: expect.stringMatching(/\S/),
        dealership_name: site.businessName,
        dealership_address: `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`,
        // The advertised price: required dealer fees included.
        price: `${advertisedPrice(vehicle.price, site.fees).toFixed(2)} USD`,
        condition: "used",
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
        year: String(vehicle.year),
        mileage: `${vehicle.mileage} miles`,
        link: `${SITE_URL}${vehiclePath(vehicle)}`,
      });
      // The photo's 1200 px JPEG, made by the site's own image service (src/lib/images/photo-sizes.ts SHARE_PHOTO).
      expect(row.image_link, row.image_link).toMatch(SHARE_IMAGE_URL);
    }
    const image = await request.get(feed[0].image_link.slice(SITE_URL.length));
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\/jpeg/);
  });

  test("the Meta catalog feed lists exactly the available vehicles", async ({ request }) => {
    const response = await request.get("/feeds/meta-automotive-catalog.csv");
    expect(response.status()).toBe(200);
    const feed = records(parseCsv(await response.text()));
    expect(feed.map((row) => row.vin).sort()).toEqual(available.map((vehicle) => vehicle.vin).sort());
    for (const row of feed) {
      const vehicle = available.find((candidate) => candidate.vin === row.vin)!;
      expect(row).toMatchObject({
        vehicle_id: vehicle.stockNumber,
        description: vehicle.description.en.slice(0, 5000),
        state_of_vehicle: "USED",
        url: `${SITE_URL}${vehiclePath(vehicle)}`,
      });
      expect(row["image[0].url"]).toMatch(SHARE_IMAGE_URL);
    }
  });

  test("every feed link opens its vehicle page, which shares its first photo", async ({ page, request }) => {
    const feed = records(parseTsv(await (await request.get("/feeds/google-vehicle-listings.tsv")).text()));
    for (const row of feed) expect((await request.get(row.link.slice(SITE_URL.length))).status(), row.link).toBe(200);
    const first = feed[0];
    const vehicle = available.find((candidate) => candidate.vin === first.vin)!;
    await page.goto(first.link.slice(SITE_URL.length));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", first.link);
    const photoName = vehicle.photos[0].file
      .split("/")
      .pop()!
      .replace(/\.\w+$/, "");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${SITE_URL}/_gatsby/image/[^?]*/${photoName}\\.jpg\\?`),
    );
  });
});
