// The one store of saved vehicles: localStorage under SAVED_STORAGE_KEY, shared by every card, the detail
// page, the header count and /saved/. Other tabs write the same key and announce it with a `storage` event.
import { useSyncExternalStore } from "react";
import { parseSavedList, SAVED_STORAGE_KEY, serializeSavedList, toggleSaved } from "../../lib/saved/saved-list";

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

function read(): string | null {
  try {
    return window.localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): nothing saved, and saving keeps working for this page view.
    return cache.raw;
  }
}

/** The same array while the stored text is unchanged, as useSyncExternalStore needs. */
function snapshot(): readonly string[] {
  const raw = read();
  if (raw !== cache.raw) cache = { raw, list: parseSavedList(raw) };
  return cache.list;
}

const serverSnapshot = () => EMPTY;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(list: readonly string[]): void {
  const raw = serializeSavedList(list);
  try {
    window.localStorage.setItem(SAVED_STORAGE_KEY, raw);
  } catch {
    // Full or blocked storage: remembered until the page is left.
  }
  cache = { raw, list: parseSavedList(raw) };
  listeners.forEach((listener) => listener());
}

/** Saved stock numbers, newest first; empty in the static HTML and while hydrating. */
export function useSavedList(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function toggleSavedVehicle(stock: string): void {
  write(toggleSaved(snapshot(), stock));
}

export function removeSavedVehicles(stock: readonly string[]): void {
  write(snapshot().filter((item) => !stock.includes(item)));
}
