// /saved/ and /compare/ read the saved list (localStorage) and the shortlist data only in the browser, after
// the static HTML has painted. They keep their space reserved from the first paint, so nothing visible moves
// when the list arrives: the layout shifts the browser reports (PerformanceObserver, buffered) add up to 0.
import { expect, test, type Page } from "@playwright/test";
import { SAVED_STORAGE_KEY } from "../src/lib/saved/saved-list";
import { waitForGatsbyApp } from "./support/hydration";

const SAVED = ["K24198", "H24100", "T24107"];

interface Shift {
  value: number;
  sources: string[];
}

// `tables`: the comparison tables the page shows once ready.
const CASES = [
  {
    name: "/saved/ with nothing saved",
    path: "/saved/",
    saved: [],
    ready: "You have not saved any vehicles yet",
    tables: 0,
  },
  { name: "/saved/ with three saved", path: "/saved/", saved: SAVED, ready: "Compare selected (0)", tables: 0 },
  {
    name: "/compare/ without a choice",
    path: "/compare/",
    saved: [],
    ready: "Choose at least 2 vehicles to compare.",
    tables: 0,
  },
  {
    name: "/compare/ with three vehicles",
    path: `/compare/?stock=${SAVED.join(",")}`,
    saved: SAVED,
    ready: "Rows that differ are marked",
    tables: 1,
  },
];

async function recordShifts(page: Page, saved: string[]): Promise<void> {
  await page.addInitScript(
    ([key, list]) => {
      if (list.length > 0) localStorage.setItem(key, JSON.stringify({ version: 1, stock: list }));
      const shifts: Shift[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node }>;
        }>) {
          // Shifts right after a tap or key press are the visitor's doing and not counted by CLS either.
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => {
              const node = source.node;
              return node instanceof Element ? `${node.tagName} ${node.textContent?.slice(0, 40)}` : String(node);
            }),
          });
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: "layout-shift", buffered: true });
      // Every shift so far: those delivered, and those reported but still waiting for the observer's callback.
      (window as unknown as { __shifts: () => Shift[] }).__shifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
    },
    [SAVED_STORAGE_KEY, saved] as const,
  );
}

for (const { name, path, saved, ready, tables } of CASES) {
  test(`${name}: nothing moves while the saved list loads (layout shift 0)`, async ({ page }) => {
    await recordShifts(page, saved);
    await page.goto(path);
    await waitForGatsbyApp(page);
    await expect(page.getByRole("main").getByText(ready)).toBeVisible();
    await expect(page.getByRole("table").filter({ visible: true })).toHaveCount(tables);
    // The photos decoded, then two frames drawn: the layout of everything the page shows has been drawn, and
    // the browser reports a frame's shifts as it draws it. Then everything recorded since the start.
    await page.evaluate(() => Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {}))));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: () => Shift[] }).__shifts());
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
  });
}
