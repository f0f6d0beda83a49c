import fs from "node:fs";
import type { LaunchOptions } from "@playwright/test";

// Never download a browser: use the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and fall
// back to Playwright's own build only when one is already installed (executablePath left unset).
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return {
    executablePath: chromiumExecutable(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  };
}
