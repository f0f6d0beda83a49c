// axe-core as the accessibility specs run it: WCAG 2.2 AA and best practices, each violation listed with where
// and why. The site starts dark, and a page is scanned in full there. The light mode changes the colour tokens
// and nothing else (the switch's own state aside), so it is scanned for the rules that colours decide: the whole
// set takes about twice as long, and accessibility scans are the longest part of the e2e run.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export type ColourMode = "dark" | "light";

interface ScanOptions {
  /** false: the page's own elements, not the inside of its frames (a video player's, Partytown's sandbox). */
  iframes?: boolean;
}

/** The page's violations, one line per element: every rule in dark mode, the colour rules in light mode. */
export async function axeViolations(page: Page, mode: ColourMode, options: ScanOptions = {}): Promise<string[]> {
  // Let the 0.1 s fade-in finish so colours are measured at full opacity.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  // Violations only: axe then keeps one example of each passing or incomplete result instead of every node,
  // which takes about a fifth off each scan; every violating node is still reported.
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ["violations"],
    ...(options.iframes === false ? { iframes: false } : {}),
  });
  const results = await (mode === "light" ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
    ),
  );
}
