// The vehicles in content/ as the e2e specs need them: what every page should show, computed independently.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { VehicleContent } from "../../src/lib/content/vehicle-schema";
import { vehiclePath } from "../../src/lib/paths";
import { advertisedPrice, type Fee } from "../../src/lib/pricing/fees";

const CONTENT = process.env.CONTENT_DIR || "content";

/** `advertisedPrice`: what the site shows, the file's price plus the site's required fees not included. */
export type ContentVehicle = VehicleContent & { path: string; file: string; advertisedPrice: number };

/**
 * The vehicle files of a content folder (CONTENT_DIR, else content/), unvalidated, with their file names and
 * advertised prices.
 */
export function contentVehicles(contentDir = CONTENT): ContentVehicle[] {
  const dir = path.join(contentDir, "vehicles");
  // A folder of vehicle files only (a snapshot of an import) has no site.json: no fees then.
  const siteFile = path.join(contentDir, "site.json");
  const { fees } = (fs.existsSync(siteFile) ? JSON.parse(fs.readFileSync(siteFile, "utf8")) : {}) as { fees?: Fee[] };
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((file) => {
      const vehicle = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as VehicleContent;
      const advertised = advertisedPrice(vehicle.price, fees);
      return {
        ...vehicle,
        badges: vehicle.badges ?? [],
        path: vehiclePath(vehicle),
        file,
        advertisedPrice: advertised,
      };
    });
}

export const listedVehicles = () => contentVehicles().filter((vehicle) => vehicle.status !== "sold");

export const siteSettings = () =>
  JSON.parse(fs.readFileSync(path.join(CONTENT, "site.json"), "utf8")) as {
    businessName: string;
    phone: string;
    financing: { creditScore: number; termMonths: number; annualIncome: number };
  };

/** Waits until React has taken over the inventory page (its form is marked once hydrated). */
export async function waitForSearch(page: Page): Promise<void> {
  await page.locator('form[data-enhanced="true"]').waitFor({ state: "attached" });
}

/** On a phone the filters fold away behind a button. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole("search", { name: "Filter vehicles" }).waitFor();
}

/** The cards of a vehicle list (its own items, not the badge lists inside the cards). */
export const cardsOf = (page: Page, listName: string | RegExp = "Vehicles") =>
  page.getByRole("list", { name: listName }).locator(":scope > li");

/** Prices of the result cards, in order. */
export async function resultPrices(page: Page): Promise<number[]> {
  const cards = cardsOf(page);
  const texts = await cards.allInnerTexts();
  return texts.map((text) => Number((/\$([\d,]+)\n/.exec(text) ?? /\$([\d,]+)/.exec(text))?.[1].replace(/,/g, "")));
}

export const countStatus = (page: Page) => page.getByRole("status").filter({ hasText: /vehicle|Searching/ });

/** Sets the colour mode the way the site stores it, and on the page at once. */
export async function useColourMode(page: Page, mode: "light" | "dark"): Promise<void> {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem("colour-mode", value);
    } catch {
      /* storage may be unavailable */
    }
  }, mode);
}

export async function applyColourMode(page: Page, mode: "light" | "dark"): Promise<void> {
  await page.evaluate((value) => document.documentElement.setAttribute("data-theme", value), mode);
}
