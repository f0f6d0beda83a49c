// A dealer group on one site, on the integrations build (the dealer-group example: three lots, 60 generated cars and
// the imported feeds' cars, integrations-server.ts): each lot's page and /locations/, the Location filter, the lot on
// cards and vehicle pages, the group's structured data and shell, the feeds' store codes, and no lead address in
// public/. Phone and desktop. Lead routing runs on its own serve:prod of the same build (dealer-group-leads.spec.ts).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { formatVehicleCount } from "../src/lib/format";
import { VEHICLES_PER_LIST_PAGE } from "../src/lib/paths";
import { parseCsv, parseTsv, records } from "../tests/support/delimited";
import { exampleLots } from "./support/group-content";
import { contentVehicles, openFilters, waitForSearch } from "./support/inventory-content";
import {
  INTEGRATIONS_BUILD_DIR,
  INTEGRATIONS_ENV,
  INTEGRATIONS_LEAD_ROUTES,
  INTEGRATIONS_URL,
} from "./support/platform-ports";
import { waitForHydration } from "./support/shell-pages";

test.use({ baseURL: INTEGRATIONS_URL });

const CONTENT = path.join(INTEGRATIONS_BUILD_DIR, "integrations-content");
const PUBLIC = path.join(INTEGRATIONS_BUILD_DIR, "public");
const lots = exampleLots();
const listed = () => contentVehicles(CONTENT).filter((vehicle) => vehicle.status !== "sold");
const listedOn = (id: string) => listed().filter((vehicle) => vehicle.location === id);
const lotNamed = (id: string) => lots.find((lot) => lot.id === id)!;
/** The lot with the most cars: the one whose list runs to a second page. */
const biggest = () => [...lots].sort((a, b) => listedOn(b.id).length - listedOn(a.id).length)[0];

/** The card titles' links on the page: each card's vehicle page. */
const cardLinks = (page: Page) =>
  page
    .locator("article h3 a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test("/locations/ lists every lot with its address, phone, hours and cars; each lot's page shows its cars only, page by page", async ({
  page,
}) => {
  await page.goto("/locations/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our locations");
  for (const lot of lots) {
    const card = page.getByRole("article", { name: lot.name });
    await expect(card).toContainText(lot.address.street);
    await expect(card).toContainText(lot.phone);
    await expect(card).toContainText(formatVehicleCount(listedOn(lot.id).length));
    await expect(card.getByRole("table", { name: "Sales hours" })).toBeVisible();
  }

  const lot = biggest();
  const cars = listedOn(lot.id);
  expect(cars.length, "the example's main lot has more cars than one page holds").toBeGreaterThan(
    VEHICLES_PER_LIST_PAGE,
  );
  await page.goto(`/locations/${lot.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Used cars at ${lot.name}`);
  await expect(page.getByRole("main")).toContainText(lot.address.street);
  const first = await cardLinks(page);
  expect(first).toHaveLength(VEHICLES_PER_LIST_PAGE);
  await expect(page.locator(`a[href="/locations/${lot.id}/2/"]`).first()).toBeVisible();
  await page.goto(`/locations/${lot.id}/2/`);
  const second = await cardLinks(page);
  expect([...first, ...second].sort()).toEqual(cars.map((car) => car.path).sort());

  // The Spanish twin: its words in Spanish, the lot's name and address as they are.
  await page.goto(`/es/locations/${lot.id}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Autos usados en ${lot.name}`);
  await expect(page.getByRole("table", { name: "Horario de ventas" })).toBeVisible();
});

test("the inventory filters by lot: the Location select, its chip and each card's lot", async ({ page }) => {
  const lot = lots[1];
  await page.goto("/inventory/");
  // Chosen before hydration, the select would change with no one listening.
  await waitForSearch(page);
  await openFilters(page);
  await page
    .getByLabel("Location", { exact: true })
    .selectOption({ label: `${lot.name} (${listedOn(lot.id).length})` });
  await expect(page).toHaveURL(/[?&]location=elk-grove(&|$)/);
  await expect(page.getByRole("button", { name: new RegExp(`Remove.*${lot.name}`) }).first()).toBeVisible();
  const shown = page.locator("article").filter({ hasText: lot.name });
  await expect(shown).toHaveCount(listedOn(lot.id).length);
  await expect(page.locator("article")).toHaveCount(listedOn(lot.id).length);
});

test("a vehicle page names its lot: phone, directions, hours, the Buyers Guide's dealer and the offer's place", async ({
  page,
}) => {
  const lot = lotNamed("elk-grove");
  const car = listedOn(lot.id).find((vehicle) => vehicle.status === "available")!;
  await page.goto(car.path);
  const inquiry = page.locator("#inquiry");
  await expect(inquiry).toContainText(`This car is at ${lot.name}`);
  await expect(inquiry.getByRole("link", { name: lot.name })).toHaveAttribute("href", `/locations/${lot.id}/`);
  await expect(inquiry.getByRole("link", { name: lot.phone }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `Call ${lot.phone}` })).toBeVisible();
  // The lot's Buyers Guide dealer: its own name and address where its file gives them.
  const guide = page.getByRole("region", { name: "Warranty (Buyers Guide)" });
  await expect(guide).toContainText(lot.buyersGuide!.name);
  await expect(guide).toContainText("Suite B");
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  const offer = jsonLd.find((data) => data["@type"] === "Car")?.offers as Record<
    string,
    { "@id": string; name: string }
  >;
  expect(offer.availableAtOrFrom).toMatchObject({
    "@id": `${INTEGRATIONS_ENV.SITE_URL}/locations/${lot.id}/#dealer`,
    name: lot.name,
  });
});

test("the shell and the home page show the group: its lots, the first lot's phone, an AutoDealer per lot", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const lot of lots)
    await expect(footer.getByRole("link", { name: lot.name })).toHaveAttribute("href", `/locations/${lot.id}/`);
  // The first lot's phone to call, on a phone's header as on a desktop's.
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(lots[0].phone.replace(/[()]/g, "\\$&")) })
      .first(),
  ).toBeVisible();
  if (testInfo.project.name === "desktop")
    await expect(
      page.getByRole("complementary", { name: "Find and call us" }).getByRole("link", { name: "Our 3 locations" }),
    ).toHaveAttribute("href", "/locations/");
  else {
    // The menu button opens the menu once the page runs (before that a tap does nothing).
    await waitForHydration(page);
    await page.getByRole("button", { name: /Menu/ }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Locations" })).toHaveAttribute(
      "href",
      "/locations/",
    );
  }
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  const group = data.find((item) => item["@type"] === "Organization") as {
    subOrganization: { "@type": string; name: string; "@id": string }[];
  };
  expect(group.subOrganization.map((dealer) => [dealer["@type"], dealer.name])).toEqual(
    lots.map((lot) => ["AutoDealer", lot.name]),
  );
  expect(data.some((item) => item["@type"] === "AutoDealer")).toBe(false);
});

test("the feeds give each car its lot's store code (Google) and address (Meta)", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "files of the build: the same on every screen");
  const google = records(parseTsv(await (await request.get("/feeds/google-vehicle-listings.tsv")).text()));
  const meta = records(parseCsv(await (await request.get("/feeds/meta-automotive-catalog.csv")).text()));
  // The feeds list the cars on sale (a pending sale's car is left out until it is back).
  const cars = listed().filter((vehicle) => vehicle.status === "available");
  expect(google).toHaveLength(cars.length);
  for (const car of cars) {
    const lot = lotNamed(car.location!);
    expect(
      google.find((row) => row.vin === car.vin),
      car.stockNumber,
    ).toMatchObject({
      store_code: lot.storeCode,
      dealership_name: lot.name,
    });
    expect(
      meta.find((row) => row.vin === car.vin),
      car.stockNumber,
    ).toMatchObject({
      dealer_name: lot.name,
      "address.addr1": lot.address.street,
      "address.city": lot.address.city,
      "address.postal_code": lot.address.postalCode,
    });
  }
});

/** Every file of the build, as text. */
function builtFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(file) : [file];
  });
}

test("no lead address reaches public/, though the build had them in its environment", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "files of the build: the same on every screen");
  const addresses = Object.values(INTEGRATIONS_LEAD_ROUTES).flatMap((value) => value.split(","));
  expect(addresses.length).toBeGreaterThan(1);
  const found = builtFiles(PUBLIC).filter((file) => {
    const text = fs.readFileSync(file).toString("latin1");
    return addresses.some((address) => text.includes(address.trim()));
  });
  expect(found).toEqual([]);
});
