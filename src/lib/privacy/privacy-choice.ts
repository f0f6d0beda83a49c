// The shopper's choice about the sale or sharing of personal information (CCPA/CPRA): "opt-out" or "allow", kept
// in this browser's localStorage (no cookie, no banner) and read as each page starts. A browser sending Global
// Privacy Control (`navigator.globalPrivacyControl === true`) is opted out whatever was stored: the signal is a
// request to opt out, and the choices page says so. Opted out, no analytics or advertising tag loads (the
// Partytown snippet is gated: optOutGate below, gatsby-ssr.tsx) and error reports keep no trail of pages.
// Keep it tiny and dependency-free: sentry.config.ts and the analytics component import it on every page.
import { keepStored, readStored, type StorageLike } from "../platform/browser-storage";

export type PrivacyChoice = "opt-out" | "allow";

/** @internal exported for its unit tests */
export const PRIVACY_CHOICE_STORAGE_KEY = "privacy-choice";

/** Whether the browser sends Global Privacy Control (not yet in TypeScript's Navigator: read structurally). */
export function sendsGpc(navigator: object | undefined): boolean {
  return (navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** The choice stored in this browser, if the shopper made one (junk, or storage that throws, is none). */
export function readPrivacyChoice(storage: StorageLike | undefined): PrivacyChoice | undefined {
  const stored = readStored(storage, PRIVACY_CHOICE_STORAGE_KEY);
  return stored === "opt-out" || stored === "allow" ? stored : undefined;
}

/** Returns false when the choice could not be kept (storage disabled or full). */
export function storePrivacyChoice(storage: StorageLike | undefined, choice: PrivacyChoice): boolean {
  return keepStored(storage, PRIVACY_CHOICE_STORAGE_KEY, choice);
}

/** Opted out of sale/sharing: by Global Privacy Control or by the stored choice. False outside a browser. */
export function optedOut(
  win: { navigator?: object; localStorage?: StorageLike } | undefined = globalThis.window,
): boolean {
  if (!win) return false;
  if (sendsGpc(win.navigator)) return true;
  let storage: StorageLike | undefined;
  try {
    storage = win.localStorage;
  } catch {
    return false;
  }
  return readPrivacyChoice(storage) === "opt-out";
}

/**
 * The same decision as optedOut(), as an inline expression for the page's `<head>`: it runs before any bundle.
 * @internal exported for its unit tests
 */
export const OPTED_OUT_EXPRESSION =
  `(function(){try{return navigator.globalPrivacyControl===true||` +
  `localStorage.getItem(${JSON.stringify(PRIVACY_CHOICE_STORAGE_KEY)})==="opt-out"}catch(e){return navigator.globalPrivacyControl===true}})()`;

/**
 * Partytown's inline snippet (what starts every off-main-thread tag) run only when the shopper has not opted out:
 * otherwise the `text/partytown` scripts stay inert text, no tag is fetched and `window.gtag` is never defined.
 */
export function optOutGate(snippet: string): string {
  return `if(!${OPTED_OUT_EXPRESSION}){${snippet}\n}`;
}
