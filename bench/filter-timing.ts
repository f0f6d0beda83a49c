// Times filtering and sorting on /inventory/ in Chromium: real (trusted) key presses and clicks on the
// page's own controls, timed inside the page from the input event to the results' last DOM change, to the
// frame after the last change on screen, and to the frame after the last change. Controls are found through
// inventory-controls.ts; missing ones are skipped.
import type { Browser, Locator, Page, Response } from "@playwright/test";
import { watchNetwork, type NetworkWatch } from "./network-quiet";
import {
  INVENTORY_CONTROLS,
  RESULTS_SELECTORS,
  RESULT_COUNT_SELECTOR,
  type InventoryControl,
} from "./inventory-controls";
import { byteSizes, isGatsbyData, resourceKind } from "./resource-sizes";
import { median, percentile } from "./stats";
import type { ByteSizes, ControlTiming, FilterTiming } from "./types";

const SETTLE_MS = 150;
const TIMEOUT_MS = 3000;

// Plain JavaScript strings, not functions: tsx's transform would add helpers the page does not have.
// "Paint" is what the shopper sees: the frame after the last change on screen (a change whose node is in the
// viewport; its layout is read in the observer, which the frame would do anyway). Changes below the screen
// (cards rendered after the first frame) count only towards "results updated" and "next frame".
// The clock starts at the event that changes the control: the key press for a select, the click for a
// checkbox (not its pointerdown, which changes nothing: a tap's finger may rest on the screen for 100 ms). Each
// event of an interaction is timed the same way by Chrome's Event Timing API, from which INP is made.
const INSTRUMENT = (selectors: readonly string[]) => `(() => {
  const target = ${JSON.stringify(selectors)}.map((s) => document.querySelector(s)).find(Boolean) || document.body;
  const state = { t0: 0, first: 0, last: 0, frame: 0, visible: 0, paint: 0, mutations: 0 };
  window.__benchTiming = state;
  const afterNextFrame = (key) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { state[key] = performance.now(); };
    channel.port2.postMessage(0);
  });
  const inView = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element || !element.isConnected) return false;
    const r = element.getBoundingClientRect();
    return (r.width > 0 || r.height > 0) && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  };
  const onScreen = (record) => record.type === "childList"
    ? [...record.addedNodes].some(inView) || (record.removedNodes.length > 0 && inView(record.target))
    : inView(record.target);
  new MutationObserver((records) => {
    const now = performance.now();
    if (!state.first) state.first = now;
    state.last = now;
    state.mutations += 1;
    afterNextFrame("frame");
    if (records.some(onScreen)) {
      state.visible = now;
      afterNextFrame("paint");
    }
  }).observe(target, { childList: true, subtree: true, characterData: true });
  const start = (event) => { Object.assign(state, { t0: event.timeStamp, first: 0, last: 0, frame: 0, visible: 0, paint: 0, mutations: 0 }); };
  document.addEventListener("keydown", start, { capture: true });
  document.addEventListener("click", start, { capture: true });
})()`;

const SETTLED = `(() => {
  const s = window.__benchTiming;
  const now = performance.now();
  if (now - s.t0 > ${TIMEOUT_MS}) return true;
  return s.mutations > 0 && s.frame > s.last && s.paint >= s.visible && now - s.last > ${SETTLE_MS};
})()`;

interface Sample {
  t0: number;
  first: number;
  last: number;
  frame: number;
  visible: number;
  paint: number;
  mutations: number;
}

async function waitForIndex(page: Page, network: NetworkWatch): Promise<string | undefined> {
  await network.quiet(500, 30_000);
  const count = page.locator(RESULT_COUNT_SELECTOR).filter({ hasText: /\d/ }).first();
  try {
    await count.waitFor({ state: "attached", timeout: 10_000 });
    return (await count.textContent())?.trim().replace(/\s+/g, " ");
  } catch {
    return undefined;
  }
}

async function findControl(page: Page, control: InventoryControl): Promise<Locator | undefined> {
  const locator = control.find(page).first();
  try {
    await locator.waitFor({ state: "visible", timeout: 1500 });
    return (await locator.isEnabled()) ? locator : undefined;
  } catch {
    return undefined;
  }
}

async function interact(page: Page, control: InventoryControl, locator: Locator, iteration: number): Promise<void> {
  if (control.widget === "checkbox") {
    // A tap where the box is, as a shopper's: locator.click() would also run Playwright's hit-target check
    // in the page during the click's own dispatch (capture listeners calling elementsFromPoint), inside the
    // time measured.
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${control.name}: the checkbox has no box on screen`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return;
  }
  // Alternate down/up so the value keeps changing; start upwards if the last option is selected.
  const atEnd = await locator.evaluate((element) => {
    const select = element as HTMLSelectElement;
    return select.selectedIndex >= select.options.length - 1;
  });
  const down = atEnd ? iteration % 2 === 1 : iteration % 2 === 0;
  await locator.focus();
  await page.keyboard.press(down ? "ArrowDown" : "ArrowUp");
}

/**
 * The index may load only when the shopper first touches the search (focus or pointer on the form), and
 * the first run of any code is slower: use every control twice (there and back) before timing anything.
 */
async function warmUp(page: Page, network: NetworkWatch, found: readonly [InventoryControl, Locator][]): Promise<void> {
  for (const [control, locator] of found) {
    for (let iteration = 0; iteration < 2; iteration += 1) {
      await interact(page, control, locator, iteration);
      await network.quiet(500, 30_000);
    }
  }
}

async function timeControl(
  page: Page,
  control: InventoryControl,
  locator: Locator,
  interactions: number,
  cpuThrottle: number,
): Promise<ControlTiming> {
  const updates: number[] = [];
  const frames: number[] = [];
  const paints: number[] = [];
  let timeouts = 0;
  for (let iteration = 0; iteration < interactions; iteration += 1) {
    await interact(page, control, locator, iteration);
    await page.waitForFunction(SETTLED, undefined, { timeout: TIMEOUT_MS + 5000, polling: 50 });
    const sample = (await page.evaluate("window.__benchTiming")) as Sample;
    if (sample.mutations === 0) {
      timeouts += 1;
    } else {
      updates.push(sample.last - sample.t0);
      frames.push(sample.frame - sample.t0);
      if (sample.visible > 0) paints.push(sample.paint - sample.t0);
    }
    await page.waitForTimeout(50);
  }
  return {
    control: control.name,
    kind: control.kind,
    cpuThrottle,
    interactions,
    timeouts,
    updateMedianMs: median(updates),
    updateP90Ms: percentile(updates, 90),
    frameMedianMs: median(frames),
    frameP90Ms: percentile(frames, 90),
    paintMedianMs: median(paints),
    paintP90Ms: percentile(paints, 90),
  };
}

export async function timeFiltering(
  browser: Browser,
  url: string,
  interactions: number,
  cpuThrottles: readonly number[],
  log: (line: string) => void,
): Promise<FilterTiming> {
  // Desktop size so every control is on screen (no filter drawer to open); the CPU throttle stands in for a phone.
  // bypassCSP: waitForFunction polls with eval, which the site's own Content-Security-Policy rightly forbids.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: "block",
    bypassCSP: true,
  });
  const dataFiles: Promise<{ url: string; sizes: ByteSizes } | undefined>[] = [];
  context.on("response", (response: Response) => {
    const url = response.url();
    if (
      !url.startsWith("http") ||
      isGatsbyData(url) ||
      resourceKind(url, response.headers()["content-type"]) !== "json"
    )
      return;
    dataFiles.push(
      response.body().then(
        (body) => ({ url, sizes: byteSizes(body, true) }),
        () => undefined,
      ),
    );
  });
  const fetchedData = async () =>
    (await Promise.all(dataFiles)).filter((file): file is { url: string; sizes: ByteSizes } => file !== undefined);
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response?.ok())
      return { status: "n/a", reason: `${url} answered HTTP ${response?.status() ?? "nothing"}`, url, controls: [] };
    const resultCountText = await waitForIndex(page, network);
    const found: [InventoryControl, Locator][] = [];
    for (const control of INVENTORY_CONTROLS) {
      if (found.some(([other]) => other.name.split(" (")[0] === control.name.split(" (")[0])) continue;
      const locator = await findControl(page, control);
      if (locator) found.push([control, locator]);
    }
    if (found.length === 0) {
      const names = INVENTORY_CONTROLS.map((control) => control.name).join(", ");
      return {
        status: "n/a",
        reason: `no filter or sort control found on ${url} (looked for: ${names}; see bench/inventory-controls.ts)`,
        url,
        resultCountText,
        controls: [],
        dataFiles: await fetchedData(),
      };
    }
    await warmUp(page, network, found);
    await page.evaluate(INSTRUMENT(RESULTS_SELECTORS));
    const cdp = await context.newCDPSession(page);
    const controls: ControlTiming[] = [];
    for (const rate of cpuThrottles) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      for (const [control, locator] of found) {
        log(`filter timing: ${control.name}, CPU ${rate}x slowdown, ${interactions} interactions`);
        controls.push(await timeControl(page, control, locator, interactions, rate));
      }
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return { status: "measured", url, resultCountText, controls, dataFiles: await fetchedData() };
  } catch (error) {
    return {
      status: "n/a",
      reason: `filter timing failed: ${error instanceof Error ? error.message : String(error)}`,
      url,
      controls: [],
    };
  } finally {
    await context.close();
  }
}
