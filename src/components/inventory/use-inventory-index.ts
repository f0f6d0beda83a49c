import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { decodeInventoryIndexInSlices, type DecodedInventory } from "../../lib/inventory/index-format";
import { buildSearchIndexInSlices, type SearchIndex } from "../../lib/inventory/search-index";

/** The index as search uses it; `search` is filled in by the browser loader (tests may leave it out). */
export type LoadedInventory = DecodedInventory & { search?: SearchIndex };

export type IndexState =
  { status: "idle" | "loading" } | { status: "ready"; index: LoadedInventory } | { status: "error"; message: string };

// One download per page load and address, shared by every mount (leaving /inventory/ and coming back is instant).
const loads = new Map<string, Promise<LoadedInventory>>();

/** Downloads and decodes the index, and builds its search index (search-index.ts), a few milliseconds at a time. */
async function fetchInventoryIndex(url: string): Promise<LoadedInventory> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok)
    throw new Error(`the inventory index ${url} answered ${response.status} ${response.statusText}`.trim());
  // The card photos' chunks sit beside the index (`/static/`, under the site's path prefix).
  const base = new URL(url, window.location.href);
  const fetchChunk = async (file: string) => {
    const chunk = await fetch(new URL(file, base), { credentials: "same-origin" });
    if (!chunk.ok) throw new Error(`the inventory photos ${file} answered ${chunk.status} ${chunk.statusText}`.trim());
    return chunk.json() as Promise<unknown>;
  };
  const index = await decodeInventoryIndexInSlices(await response.json(), undefined, undefined, fetchChunk);
  return { ...index, search: await buildSearchIndexInSlices(index.vehicles) };
}

function loadOnce(url: string, load: (url: string) => Promise<LoadedInventory>): Promise<LoadedInventory> {
  let promise = loads.get(url);
  if (!promise) {
    promise = load(url);
    loads.set(url, promise);
    // A failed download may be retried.
    promise.catch(() => loads.delete(url));
  }
  return promise;
}

/**
 * The inventory index, fetched on demand: `request()` starts the download (on the first interaction, when
 * the URL already asks for a search, or when the browser is idle after the page has loaded).
 */
export function useInventoryIndex(url: string, load: (url: string) => Promise<LoadedInventory> = fetchInventoryIndex) {
  const [state, setState] = useState<IndexState>({ status: "idle" });
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: "loading" });
    loadOnce(url, load).then(
      // A transition: the results that follow render in slices too.
      (index) => mounted.current && startTransition(() => setState({ status: "ready", index })),
      (error: unknown) => {
        started.current = false;
        if (mounted.current)
          setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [url, load]);

  return { state, request };
}

/**
 * Runs `callback` once the page has loaded and then the browser is idle (or `timeout` ms after the load at the
 * latest): the index never competes with the page's own first load, whatever the order in which a slow device
 * reaches paint, hydration and the load event.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(callback, { timeout });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1500);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}
