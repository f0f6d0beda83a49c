// Main-thread work of a first visit at a CPU slowdown: the long tasks after first paint, and where the
// script time goes (a CPU profile, each sample attributed through the build's source maps to a package or
// to our own code, bench/source-areas.ts). Answers "what blocks the phone" for a quality bar
// (docs/performance.md#quality-bars: no task over 50 ms at 4x). The bench runs it on its measured pages; bench/profile-pages.ts runs it on any page.
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import type { Browser } from "@playwright/test";
import { newPhoneContext } from "./phone-browser";
import { profileWaitMs } from "./main-thread-summary";
import { areaOfSource, areaOfUnmappedScript } from "./source-areas";
import type { LongTask, MainThreadRun, ProfiledTask } from "./types";

export { areaOfSource } from "./source-areas";

export interface MainThreadProfile extends MainThreadRun {
  url: string;
  cpuThrottle: number;
}

export interface ProfileOptions {
  /** Also write the raw CPU profile here (a `.cpuprofile` file: Chromium DevTools' Performance panel opens it). */
  dumpFile?: string;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function consumerFor(
  publicDir: string,
  scriptUrl: string,
  cache: Map<string, SourceMapConsumer | null>,
): Promise<SourceMapConsumer | null> {
  if (cache.has(scriptUrl)) return cache.get(scriptUrl) ?? null;
  let consumer: SourceMapConsumer | null = null;
  try {
    const file = path.join(publicDir, new URL(scriptUrl).pathname);
    const mapFile = `${file}.map`;
    if (fs.existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")));
  } catch {
    consumer = null;
  }
  cache.set(scriptUrl, consumer);
  return consumer;
}

/** Samples of "(program)": the browser's own work on the main thread (parsing, style, layout, compiling). */
export const BROWSER_WORK = "browser work without script (parse, style, layout)";

/**
 * Self time by area. The page's totals count script time only; a busy stretch also names the browser's
 * own work (`withBrowserWork`), which blocks the main thread just the same.
 */
async function attribute(
  profile: CpuProfile,
  publicDir: string,
  withBrowserWork = false,
): Promise<Record<string, number>> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const maps = new Map<string, SourceMapConsumer | null>();
  const byArea: Record<string, number> = {};
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    let area: string;
    if (frame.functionName === "(program)" && !frame.url) area = withBrowserWork ? BROWSER_WORK : "";
    else if (!frame.url) area = frame.functionName === "(idle)" ? "" : `engine ${frame.functionName || "(anonymous)"}`;
    else if (!frame.url.startsWith("http")) area = "other";
    else if (!/\.js($|\?)/.test(new URL(frame.url).pathname)) area = "inline scripts";
    else {
      const consumer = await consumerFor(publicDir, frame.url, maps);
      const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      area = original?.source ? areaOfSource(original.source) : areaOfUnmappedScript(frame.url);
    }
    if (!area) continue;
    byArea[area] = (byArea[area] ?? 0) + us / 1000;
  }
  return byArea;
}

/**
 * Long tasks as the CPU profile sees them: runs of busy samples (not "(idle)") longer than 50 ms, each with
 * its own breakdown, so a long task can be traced to what ran in it.
 */
async function tasksOf(profile: CpuProfile, publicDir: string): Promise<ProfiledTask[]> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const idleIds = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
  );
  const runs: Array<{ samples: number[]; deltas: number[] }> = [];
  let current: { samples: number[]; deltas: number[] } | null = null;
  profile.samples.forEach((id, index) => {
    if (idleIds.has(id)) {
      current = null;
      return;
    }
    if (!current) runs.push((current = { samples: [], deltas: [] }));
    current.samples.push(id);
    current.deltas.push(profile.timeDeltas[index + 1] ?? 0);
  });
  const tasks: ProfiledTask[] = [];
  for (const run of runs) {
    const durationMs = run.deltas.reduce((sum, delta) => sum + delta, 0) / 1000;
    if (durationMs < 50) continue;
    const byArea = await attribute(
      { nodes: [...nodes.values()], samples: run.samples, timeDeltas: run.deltas },
      publicDir,
      true,
    );
    tasks.push({
      durationMs: Math.round(durationMs),
      byArea: Object.fromEntries(
        Object.entries(byArea)
          .filter(([, ms]) => ms >= 3)
          .sort((a, b) => b[1] - a[1])
          .map(([area, ms]) => [area, Math.round(ms)]),
      ),
    });
  }
  return tasks;
}

/** Loads `url` once in a fresh phone context at `cpuThrottle`x and profiles the main thread until it has been idle. */
export async function profileMainThread(
  browser: Browser,
  url: string,
  publicDir: string,
  cpuThrottle = 4,
  options: ProfileOptions = {},
): Promise<MainThreadProfile> {
  // Service workers allowed: registering one is part of what a first visit costs.
  const context = await newPhoneContext(browser, { serviceWorkers: "allow" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottle });
    await page.addInitScript(() => {
      const tasks: Array<{ startMs: number; durationMs: number }> = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ startMs: entry.startTime, durationMs: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    // Hydration, prefetching and idle callbacks run after load: wait until the page has been quiet.
    await page.waitForTimeout(profileWaitMs(cpuThrottle));
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    if (options.dumpFile) {
      fs.mkdirSync(path.dirname(options.dumpFile), { recursive: true });
      fs.writeFileSync(options.dumpFile, JSON.stringify(profile));
    }
    const measured = await page.evaluate(() => {
      const paint =
        performance.getEntriesByName("first-contentful-paint")[0] ?? performance.getEntriesByName("first-paint")[0];
      return {
        firstPaintMs: paint ? paint.startTime : 0,
        tasks: (window as unknown as { __longTasks: LongTask[] }).__longTasks,
      };
    });
    const after = measured.tasks
      .filter((task) => task.startMs + task.durationMs > measured.firstPaintMs)
      .map((task) => ({ startMs: Math.round(task.startMs), durationMs: Math.round(task.durationMs) }));
    const byArea = await attribute(profile, publicDir);
    const rounded = Object.fromEntries(
      Object.entries(byArea)
        .sort((a, b) => b[1] - a[1])
        .map(([area, ms]) => [area, Math.round(ms)]),
    );
    return {
      url,
      cpuThrottle,
      firstPaintMs: Math.round(measured.firstPaintMs),
      longTasksAfterPaint: after,
      longestTaskMs: after.reduce((longest, task) => Math.max(longest, task.durationMs), 0),
      byArea: rounded,
      totalScriptMs: Math.round(Object.values(byArea).reduce((sum, ms) => sum + ms, 0)),
      profiledTasks: await tasksOf(profile, publicDir),
    };
  } finally {
    await context.close();
  }
}
