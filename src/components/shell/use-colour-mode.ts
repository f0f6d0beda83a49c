import { useCallback, useSyncExternalStore } from "react";
import {
  applyColourMode,
  COLOUR_MODE_STORAGE_KEY,
  colourModeOf,
  DEFAULT_COLOUR_MODE,
  resolveColourMode,
  storeColourMode,
  type ColourMode,
} from "../../lib/shell/colour-mode";

// Every switch on the page (header and mobile menu) reads the mode from <html data-theme>, which the
// pre-paint script already set, so they agree with each other and with what is on screen.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the mode: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOUR_MODE_STORAGE_KEY) return;
    applyColourMode(document.documentElement, resolveColourMode(event.newValue));
    notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const getSnapshot = (): ColourMode => colourModeOf(document.documentElement);
// The static HTML is rendered for the default mode; React re-renders with the real one after hydration.
const getServerSnapshot = (): ColourMode => DEFAULT_COLOUR_MODE;

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useColourMode(): [ColourMode, (mode: ColourMode) => void] {
  const mode = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setMode = useCallback((next: ColourMode) => {
    applyColourMode(document.documentElement, next);
    storeColourMode(localStorageOrUndefined(), next);
    notify();
  }, []);
  return [mode, setMode];
}
