// One Chromium for the Playwright measurements, with the phone Lighthouse's mobile preset emulates,
// so byte counts, the filter timing and the Lighthouse scores all describe the same visitor.
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { chromiumExecutable, chromiumLaunchOptions } from "../e2e/support/chromium";

export function chromiumPath(): string {
  const executable = chromiumExecutable({ headlessShell: false });
  if (!executable) throw new Error("No Chromium found: install one (apt-get install chromium) or set CHROMIUM_PATH");
  return executable;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions(), executablePath: chromiumPath(), headless: true });
}

/** A fresh context is a first visit: empty cache, no cookies. Service workers are blocked so only the page's own load is counted. */
export function newPhoneContext(
  browser: Browser,
  { serviceWorkers = "block" }: { serviceWorkers?: "allow" | "block" } = {},
): Promise<BrowserContext> {
  const screen = screenEmulationMetrics.mobile;
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    serviceWorkers,
  });
}
