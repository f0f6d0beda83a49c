// Light/dark mode: dark on a first visit whatever the OS says, the visitor's choice kept in localStorage,
// applied as `data-theme` on <html> (the palette's dark tokens hang off `:root[data-theme="dark"]`).
import { keepStored, readStored, type StorageLike } from "../platform/browser-storage";

export type ColourMode = "light" | "dark";

export const DEFAULT_COLOUR_MODE: ColourMode = "dark";
export const COLOUR_MODE_STORAGE_KEY = "colour-mode";
export const COLOUR_MODE_ATTRIBUTE = "data-theme";

/** Anything but an explicit "light" (nothing stored, junk, "dark") means dark. */
export function resolveColourMode(stored: string | null | undefined): ColourMode {
  return stored === "light" ? "light" : DEFAULT_COLOUR_MODE;
}

export function otherColourMode(mode: ColourMode): ColourMode {
  return mode === "dark" ? "light" : "dark";
}

/** Storage can throw (Safari private mode, disabled cookies): fall back to the default. */
export function readStoredColourMode(storage: StorageLike | undefined): ColourMode {
  return resolveColourMode(readStored(storage, COLOUR_MODE_STORAGE_KEY));
}

/** Returns false when the choice could not be kept (it still applies to this page). */
export function storeColourMode(storage: StorageLike | undefined, mode: ColourMode): boolean {
  return keepStored(storage, COLOUR_MODE_STORAGE_KEY, mode);
}

export function colourModeOf(root: Pick<Element, "getAttribute">): ColourMode {
  return resolveColourMode(root.getAttribute(COLOUR_MODE_ATTRIBUTE));
}

export function applyColourMode(root: Pick<Element, "setAttribute">, mode: ColourMode): void {
  root.setAttribute(COLOUR_MODE_ATTRIBUTE, mode);
}
