import { expect, test } from "@playwright/test";
import { site } from "./support/shell-pages";

test.describe("web manifest and icons", () => {
  test("the manifest names the dealership and starts standalone at / on black", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.businessName,
      short_name: site.shortName,
      start_url: "/",
      background_color: "#000",
      theme_color: "#000",
      display: "standalone",
    });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
      const file = await request.get(`/${icon.src.replace(/^\//, "")}`);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toContain("image/png");
    }
  });

  test("legacy apple-touch icons, a theme colour and favicons are in the head and load", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#000");
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBeGreaterThan(0);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(icons.some((href) => href.includes(".svg"))).toBe(true);
    expect(icons.some((href) => href.includes(".png"))).toBe(true);
    for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
  });
});
