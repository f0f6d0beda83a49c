// The header's business name and the action buttons fit the window: the name takes at most two lines and no
// button breaks its label or a phone number over two, from the smallest phone to a desktop, in both colour
// modes and in every language of the site (Spanish words are longer: the header gives them more room,
// src/lib/shell/breakpoints.ts). Lines are counted from the browser's own line boxes (e2e/support/line-count.ts).
// The header variant is the build's (GATSBY_HEADER_VARIANT); build each variant and run this spec to check all three.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { contentVehicles } from "./support/inventory-content";
import { visibleLineCount } from "./support/line-count";
import { gotoIfPresent, site, storeColourMode } from "./support/shell-pages";

const WIDTHS = [320, 390, 768, 1024, 1280];
const MODES = ["dark", "light"] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Each language's pages and the words the spec looks for on them (the catalogs' words, src/locales).
const LANGUAGES = [
  {
    name: "English",
    prefix: "",
    // The header's phone link is two lines on purpose: a small caption over the number, each one line.
    captionedPhone: new RegExp(`^Call (us|or text) ${escaped(site.phone)}$`),
    call: `Call ${site.phone}`,
    actions: [
      "Confirm availability",
      `Call ${site.phone}`,
      "Text us",
      "Share",
      "Ask about this vehicle",
      "Value your trade",
    ],
  },
  {
    name: "Spanish",
    prefix: "/es",
    captionedPhone: new RegExp(`^(Llámenos|Llame o envíe un mensaje de texto) ${escaped(site.phone)}$`),
    call: `Llamar al ${site.phone}`,
    actions: [
      "Confirmar disponibilidad",
      `Llamar al ${site.phone}`,
      "Envíenos un texto",
      "Compartir",
      "Pregunte por este vehículo",
      "Cotice su auto a cuenta",
    ],
  },
] as const;

// The longest names a dealer is likely to have (32 characters), and short names at the schema's 12-character
// limit, one of them a single word that cannot wrap at all.
const LONG_NAMES = ["Sacramento Family Auto Sales LLC", "Sierra Vista Pre-Owned Autoplex"];
const LONG_SHORT_NAMES = ["Family Autos", "Westinghouse"];

// A car on sale shows every action of the vehicle page (Confirm availability, Call, Text, Share, Ask, Trade).
const vehicle = contentVehicles()
  .filter((candidate) => candidate.status === "available")
  .sort((a, b) => a.stockNumber.localeCompare(b.stockNumber))[0];

/** The element showing the business name: the full name, or on phones the short name standing in for it. */
const brandName = (page: Page, name = site.businessName): Locator =>
  page.getByRole("banner").getByText(name, { exact: true });

async function expectWithinWindow(element: Locator, width: number, what: string): Promise<void> {
  const box = await element.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
}

/** The name shows (in full, or as the short name) on one or two lines, inside the window. */
async function expectNameFits(page: Page, width: number, label: string): Promise<void> {
  const name = brandName(page).locator("..");
  const lines = await visibleLineCount(name);
  expect(lines, `${label}: lines of the header name`).toBeGreaterThanOrEqual(1);
  expect(lines, `${label}: lines of the header name`).toBeLessThanOrEqual(2);
  await expectWithinWindow(name, width, `${label}: the header name`);
}

/**
 * Every visible link and button in `area` shows its label on one line (icon-only ones have none to break),
 * but for the brand link (measured on its own) and labels matching `skip`. Returns the labels checked.
 */
async function expectOneLineLabels(area: Locator, width: number, skip: RegExp[] = []): Promise<string[]> {
  const checked: string[] = [];
  for (const control of await area.locator("a, button").filter({ visible: true }).all()) {
    if ((await control.getByText(site.businessName, { exact: true }).count()) > 0) continue;
    const label = ((await control.innerText()) || (await control.getAttribute("aria-label")) || "").trim();
    if (skip.some((pattern) => pattern.test(label.replace(/\s+/g, " ")))) continue;
    expect(await visibleLineCount(control), `"${label}" at ${width}px`).toBeLessThanOrEqual(1);
    await expectWithinWindow(control, width, `"${label}" at ${width}px`);
    checked.push(label);
  }
  return checked;
}

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  expect(await gotoIfPresent(page, path), `${path} is built`).toBe(true);
  // Fonts and the heart (shown once hydrated) in place before anything is measured.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The window made `width` wide, as a visitor resizes it, and laid out again before anything is measured. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// Each page is loaded once per language and mode and resized through the widths: the layout must follow a
// window's size without a reload, and one load instead of five keeps the spec short.
test.describe("names and buttons fit the window", () => {
  for (const language of LANGUAGES) {
    for (const mode of MODES) {
      test(`${language.name}, ${mode} mode, ${WIDTHS.join(", ")}px: header name at most 2 lines, buttons 1 line`, async ({
        page,
        context,
      }) => {
        await storeColourMode(context, mode);
        const banner = page.getByRole("banner");

        await open(page, `${language.prefix}/`, WIDTHS[0]);
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
        for (const width of WIDTHS) {
          await resize(page, width);
          await expectNameFits(page, width, `home at ${width}px`);
          await expectOneLineLabels(banner, width, [language.captionedPhone]);
        }

        const vehiclePage = `${language.prefix}${vehicle.path}`;
        await open(page, vehiclePage, WIDTHS[0]);
        for (const width of WIDTHS) {
          await resize(page, width);
          await expectNameFits(page, width, `vehicle page at ${width}px`);
          await expectOneLineLabels(banner, width, [language.captionedPhone]);
          const call = page.getByRole("main").getByRole("link", { name: language.call, exact: true });
          await expect(call).toBeVisible();
          const actions = await expectOneLineLabels(call.locator(".."), width);
          expect(actions.map((label) => label.replace(/\s+/g, " "))).toEqual(language.actions);
          // The captioned phone link: two lines, caption and number, neither of them broken.
          for (const phone of await banner
            .getByRole("link", { name: language.captionedPhone })
            .filter({ visible: true })
            .all())
            expect(await visibleLineCount(phone), `captioned phone at ${width}px`).toBe(2);
        }

        // Long names a dealer may have: the header keeps them within two lines too, at every width.
        for (const [index, longName] of LONG_NAMES.entries()) {
          await brandName(page).evaluate(
            (name, [full, short]) => {
              name.textContent = full;
              // The short name beside it, shown instead on phones.
              if (name.nextElementSibling) name.nextElementSibling.textContent = short;
            },
            [longName, LONG_SHORT_NAMES[index]] as const,
          );
          const name = brandName(page, longName).locator("..");
          for (const width of WIDTHS) {
            await resize(page, width);
            const lines = await visibleLineCount(name);
            expect(lines, `"${longName}" at ${width}px`).toBeGreaterThanOrEqual(1);
            expect(lines, `"${longName}" at ${width}px`).toBeLessThanOrEqual(2);
            await expectWithinWindow(name, width, `"${longName}" at ${width}px`);
          }
          // A fresh, hydrated page for the next name (hydration would redo text changed before it).
          await open(page, vehiclePage, WIDTHS[0]);
        }
      });
    }
  }
});
