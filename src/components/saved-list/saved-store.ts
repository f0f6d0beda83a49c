// The one store of saved vehicles: localStorage under SAVED_STORAGE_KEY, shared by every card, the detail
// page, the header count and /saved/. Other tabs write the same key and announce it with a `storage` event.
import { useSyncExternalStore } from "react";
import { parseSavedList, SAVED_STORAGE_KEY, serializeSavedList, toggleSaved } from "../../lib/saved/saved-list";

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };
// Storage is read once, then again only when another tab announces a change: every card asks for the list on
// every render (two dozen at each search change), and this tab's own changes go through write().
let stale = true;

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
  if (!stale) return cache.list;
  stale = false;
  const raw = read();
  if (raw !== cache.raw) cache = { raw, list: parseSavedList(raw) };
  return cache.list;
}

const serverSnapshot = () => EMPTY;

// One `storage` listener for the page while anything shows the list, not one per card. With nothing
// listening, another tab's change goes unseen: the next reader reads storage again.
function onStorage(event: StorageEvent): void {
  if (event.key !== SAVED_STORAGE_KEY && event.key !== null) return;
  stale = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("storage", onStorage);
    stale = true;
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
