// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { CenteredHeader } from "../../src/components/shell/header-centered";
import { ClassicHeader, type HeaderViewProps } from "../../src/components/shell/header-classic";
import { FinancingFirstHeader } from "../../src/components/shell/header-financing-first";
import { MOBILE_MENU_Z_INDEX } from "../../src/components/shell/mobile-menu-panel";
import type { HeaderVariant } from "../../src/lib/shell/header-variants";
import { COLOUR_MODE_STORAGE_KEY } from "../../src/lib/shell/colour-mode";
import { siteWith } from "./site-fixture";

const VARIANTS: Array<[HeaderVariant, (props: HeaderViewProps) => React.ReactElement]> = [
  ["classic", ClassicHeader],
  ["centered", CenteredHeader],
  ["financing-first", FinancingFirstHeader],
];

// jsdom has no matchMedia: a controllable stand-in, so a test can widen the "window".
let wideListeners: Array<() => void> = [];
let wide = false;
beforeEach(() => {
  document.documentElement.setAttribute("data-theme", "dark");
  localStorage.clear();
  wide = false;
  wideListeners = [];
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return wide;
    },
    addEventListener: (_type: string, listener: () => void) => wideListeners.push(listener),
    removeEventListener: (_type: string, listener: () => void) => {
      wideListeners = wideListeners.filter((other) => other !== listener);
    },
  })) as unknown as typeof window.matchMedia;
});

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe.each(VARIANTS)("header variant %s", (variant, Header) => {
  // The one-row inline navs leave Trade-in to the menu (five links do not fit at 1280 px); the centered
  // header's row of tabs has room for it.
  const withTradeIn = (labels: string[]) => (variant === "centered" ? labels : labels.filter((l) => l !== "Trade-in"));

  it("is the banner, with the business name linking home", () => {
    render(<Header site={siteWith()} section="home" />);
    const banner = screen.getByRole("banner");
    expect(banner).toHaveAttribute("data-header-variant", variant);
    const brand = within(banner).getByRole("link", { name: /^Sierra Vista Motors/ });
    expect(brand).toHaveAttribute("href", "/");
    expect(brand).not.toHaveAttribute("aria-current");
  });

  it("links Home, Inventory, Financing, Trade-in (centered only) and Contact in order", () => {
    render(<Header site={siteWith()} section="other" />);
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      [
        ["Home", "/"],
        ["Inventory", "/inventory/"],
        ["Financing", "/financing/"],
        ["Trade-in", "/trade-in/"],
        ["Contact", "/contact/"],
      ].filter(([label]) => withTradeIn([label]).length > 0),
    );
  });

  it.each(["home", "inventory", "financing", "trade-in", "contact"] as const)(
    "marks only the %s link as the current page",
    (section) => {
      render(<Header site={siteWith()} section={section} />);
      const current = within(screen.getByRole("banner")).queryAllByRole("link", { current: "page" });
      // Trade-in has no link in the one-row headers (withTradeIn), so nothing is marked there.
      const linked = section !== "trade-in" || withTradeIn(["Trade-in"]).length > 0;
      const href = section === "home" ? "/" : `/${section}/`;
      expect(current.map((link) => link.getAttribute("href"))).toEqual(linked ? [href] : []);
    },
  );

  it("marks no link on pages outside the four sections", () => {
    render(<Header site={siteWith()} section="other" />);
    expect(within(screen.getByRole("banner")).queryAllByRole("link", { current: "page" })).toHaveLength(0);
  });

  it("shows the phone number as a tel: link and the Get Pre-Approved call to action", () => {
    render(<Header site={siteWith()} section="home" />);
    const banner = screen.getByRole("banner");
    const phoneLinks = within(banner).getAllByRole("link", { name: /\(916\) 555-0142/ });
    expect(phoneLinks.length).toBeGreaterThan(0);
    for (const link of phoneLinks) expect(link).toHaveAttribute("href", "tel:+19165550142");
    expect(within(banner).getByRole("link", { name: "Get Pre-Approved" })).toHaveAttribute("href", "/financing/");
  });

  it(
    variant === "financing-first"
      ? "keeps Financing and the call to action even when the financing flag is off"
      : "hides Financing and the call to action when the financing flag is off",
    () => {
      render(<Header site={siteWith({ financing: false })} section="home" />);
      const labels = within(mainNav())
        .getAllByRole("link")
        .map((link) => link.textContent);
      const cta = within(screen.getByRole("banner")).queryByRole("link", { name: "Get Pre-Approved" });
      const keepsFinancing = variant === "financing-first";
      const financing = keepsFinancing ? ["Financing"] : [];
      expect(labels).toEqual(withTradeIn(["Home", "Inventory", ...financing, "Trade-in", "Contact"]));
      expect(cta !== null).toBe(keepsFinancing);
    },
  );

  it("has a labelled light/dark switch, checked (dark) by default, that toggles and remembers the mode", async () => {
    const user = userEvent.setup();
    render(<Header site={siteWith()} section="home" />);
    const toggle = within(screen.getByRole("banner")).getByRole("switch", { name: "Dark mode" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
    expect(localStorage.getItem(COLOUR_MODE_STORAGE_KEY)).toBe("light");
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem(COLOUR_MODE_STORAGE_KEY)).toBe("dark");
  });

  it("opens a full-screen menu that keeps focus inside, closes on Escape and returns focus", async () => {
    const user = userEvent.setup();
    render(<Header site={siteWith()} section="inventory" />);
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton);

    const dialog = await screen.findByRole("dialog", { name: "Site menu" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(menuButton).toHaveAttribute("aria-controls", dialog.id);
    expect(getComputedStyle(dialog).zIndex).toBe(String(MOBILE_MENU_Z_INDEX));
    expect(getComputedStyle(dialog).position).toBe("fixed");
    const menuNav = within(dialog).getByRole("navigation", { name: "Main" });
    expect(within(menuNav).getByRole("link", { name: "Inventory" })).toHaveAttribute("aria-current", "page");
    expect(within(dialog).getByRole("switch", { name: "Dark mode" })).toBeInTheDocument();

    const close = within(dialog).getByRole("button", { name: "Close menu" });
    expect(close).toHaveFocus();
    // Shift+Tab from the first control wraps to the last, Tab from the last wraps to the first.
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    await user.tab();
    expect(close).toHaveFocus();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu with its close button and after a link is chosen", async () => {
    const user = userEvent.setup();
    render(<Header site={siteWith()} section="home" />);
    const menuButton = screen.getByRole("button", { name: "Menu" });

    await user.click(menuButton);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    const contact = within(await screen.findByRole("dialog")).getByRole("link", { name: "Contact" });
    contact.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(contact);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes the menu when the window grows past the phone layout, and unlocks page scrolling", async () => {
    const user = userEvent.setup();
    render(<Header site={siteWith()} section="home" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await screen.findByRole("dialog");
    expect(document.documentElement.style.overflow).toBe("hidden");
    act(() => {
      wide = true;
      wideListeners.forEach((listener) => listener());
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("follows a mode changed in another tab", () => {
    render(<Header site={siteWith()} section="home" />);
    const toggle = within(screen.getByRole("banner")).getByRole("switch", { name: "Dark mode" });
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: COLOUR_MODE_STORAGE_KEY, newValue: "light" }));
    });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(document.documentElement).toHaveAttribute("data-theme", "light");
  });
});
