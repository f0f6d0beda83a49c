// @vitest-environment jsdom
// /compare/'s hydration over its static HTML (the view rendered as the build renders it, without a query): the
// element already painted is kept (the same node: no new paint, no shift), and no mismatch is reported. What the
// HTML paints before it: compare-static-html.test.tsx.
import { act, screen } from "@testing-library/react";
import React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LocaleProvider } from "../../src/components/i18n/locale-context";
import { CompareView } from "../../src/components/saved/compare-view";
import { COMPARE_EMPTY_ATTRIBUTE, compareFirstPaintScript } from "../../src/lib/saved/compare-first-paint";
import { site } from "../pages/support-site";

const HOW_TO_PICK = "Choose at least 2 vehicles to compare.";
const LOADING = "Loading the comparison… Comparing vehicles needs JavaScript turned on.";

let container: HTMLDivElement;
let root: Root | undefined;

const page = (search: string) => (
  <LocaleProvider value="en">
    <CompareView search={search} dataUrl="/static/shortlist.json" site={site} />
  </LocaleProvider>
);

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => undefined)),
  );
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.removeAttribute(COMPARE_EMPTY_ATTRIBUTE);
  vi.unstubAllGlobals();
});

/** The static HTML in the page, with <html> marked as the first-paint script marks it for `search`. */
function staticPage(search: string): void {
  container.innerHTML = renderToString(page(""));
  // innerHTML runs no script: run the page's own text as the parser would.
  const script = container.querySelector("script");
  expect(script?.textContent).toBe(compareFirstPaintScript());
  window.history.replaceState(null, "", `/compare/${search}`);
  new Function(script?.textContent ?? "")();
}

it("paints how to pick from the HTML when the address names no vehicles, and hydration keeps that element", async () => {
  staticPage("");
  expect(document.documentElement.hasAttribute(COMPARE_EMPTY_ATTRIBUTE)).toBe(true);
  const painted = screen.getByText(HOW_TO_PICK).parentElement;
  const errors = vi.spyOn(console, "error");
  await act(async () => {
    root = hydrateRoot(container, page(""));
  });
  expect(errors).not.toHaveBeenCalled();
  expect(screen.getByText(HOW_TO_PICK).parentElement).toBe(painted);
  expect(painted?.isConnected).toBe(true);
  expect(screen.queryByText(LOADING)).toBeNull();
  expect(container.querySelector("script")).toBeNull();
});

it("paints the loading line for /compare/?stock=A,B as before, then the comparison loads", async () => {
  staticPage("?stock=K24198,H24100");
  expect(document.documentElement.hasAttribute(COMPARE_EMPTY_ATTRIBUTE)).toBe(false);
  const errors = vi.spyOn(console, "error");
  await act(async () => {
    root = hydrateRoot(container, page("?stock=K24198,H24100"));
  });
  expect(errors).not.toHaveBeenCalled();
  expect(screen.queryByText(HOW_TO_PICK)).toBeNull();
  expect(screen.getByText("Loading the comparison…")).toBeInTheDocument();
});
