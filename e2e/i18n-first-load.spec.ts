// The Spanish pages get their Spanish messages and label tables in their page data (docs/languages.md): in the
// static HTML (gatsby-ssr.tsx loads every catalog), before hydration on a first load (no React hydration error,
// which the English-leak test, reading the hydrated page, cannot see: an area or a table the build's import walk
// missed would show English only after hydration) and before the page renders after a move from an English page.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { waitForGatsbyApp } from "./support/hydration";
import { listedVehicles } from "./support/inventory-content";

const site = JSON.parse(fs.readFileSync("content/site.json", "utf8")) as { languages: string[] };
const SKIP_LINK_ES = "Ir al contenido principal";
// A vehicle page with features: its vocabularies' labels (body style, features, warranty) come as page data too.
const vehicle = listedVehicles().find((candidate) => (candidate.features ?? []).length > 0) ?? listedVehicles()[0];

test.describe("the Spanish pages' catalogs", () => {
  test.skip(!site.languages.includes("es"), "the site publishes no Spanish pages");

  for (const path of ["/es/", "/es/inventory/", "/es/contact/", ...(vehicle ? [`/es${vehicle.path}`] : [])]) {
    test(`${path} is Spanish in its static HTML and hydrates without an error`, async ({ page, request }) => {
      expect(await (await request.get(path)).text()).toContain(SKIP_LINK_ES);
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(path);
      await waitForGatsbyApp(page);
      await expect(page.getByRole("link", { name: SKIP_LINK_ES })).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test("a move from an English page to its Spanish twin draws the Spanish shell", async ({ page }) => {
    await page.goto("/");
    await waitForGatsbyApp(page);
    await page.getByRole("link", { name: "Español" }).click();
    await page.waitForURL("**/es/");
    await expect(page.getByRole("link", { name: SKIP_LINK_ES })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Inicio" }).first()).toBeVisible();
  });
});
