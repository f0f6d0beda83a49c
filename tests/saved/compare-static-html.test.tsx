// /compare/'s static HTML, rendered as the build renders it (in Node, without a query, Emotion's styles written
// into the page) and then parsed by jsdom as a browser parses it, its inline script run or not: what paints before
// any of the page's scripts has loaded. Hydration over it: compare-first-paint-view.test.tsx.
import * as jsdom from "jsdom";
import React from "react";
import { renderToString } from "react-dom/server";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { CompareView } from "../../src/components/saved/compare-view";
import { site } from "../pages/support-site";

// The project declares only the part of jsdom's types the lead tests use (tests/leads/support/jsdom.d.ts).
const JSDOM = jsdom.JSDOM as unknown as new (
  html: string,
  options: { url: string; runScripts?: "dangerously" },
) => { window: Window };

const HOW_TO_PICK = "Choose at least 2 vehicles to compare.";
const LOADING = "Loading the comparison… Comparing vehicles needs JavaScript turned on.";

const html = `<!DOCTYPE html><html lang="en"><head></head><body>${renderToString(
  <LocaleProvider value="en">
    <CompareView search="" dataUrl="/static/shortlist.json" site={site} />
  </LocaleProvider>,
)}</body></html>`;

/** Which of the two first states shows at `url`, with or without JavaScript. */
function shown(url: string, javaScript: boolean): string[] {
  const { window } = new JSDOM(html, { url, runScripts: javaScript ? "dangerously" : undefined });
  const boxes = [...window.document.querySelectorAll("p")].filter((p) =>
    [HOW_TO_PICK, LOADING].includes(p.textContent ?? ""),
  );
  expect(boxes.map((p) => p.textContent).sort()).toEqual([HOW_TO_PICK, LOADING].sort());
  const hidden = (element: Element | null): boolean =>
    element !== null && (window.getComputedStyle(element).display === "none" || hidden(element.parentElement));
  return boxes.filter((p) => !hidden(p)).map((p) => p.textContent ?? "");
}

it("paints how to pick when the address names fewer than two vehicles", () => {
  expect(shown("https://dealer.example/compare/", true)).toEqual([HOW_TO_PICK]);
  expect(shown("https://dealer.example/compare/?stock=K24198", true)).toEqual([HOW_TO_PICK]);
});

it("paints the loading line when it names vehicles to compare, and without JavaScript", () => {
  expect(shown("https://dealer.example/compare/?stock=K24198,H24100", true)).toEqual([LOADING]);
  expect(shown("https://dealer.example/compare/", false)).toEqual([LOADING]);
  expect(shown("https://dealer.example/compare/?stock=K24198,H24100", false)).toEqual([LOADING]);
});
