import { useCallback, useEffect, useRef, useState } from "react";
import { decodeInventoryIndex, type DecodedInventory } from "../../lib/inventory/index-format";

export type IndexState =
  | { status: "idle" | "loading" }
  | { status: "ready"; index: DecodedInventory }
  | { status: "error"; message: string };

// One download per page load and address, shared by every mount (leaving /inventory/ and coming back is instant).
const loads = new Map<string, Promise<DecodedInventory>>();

export async function fetchInventoryIndex(url: string): Promise<DecodedInventory> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`the inventory index ${url} answered ${response.status} ${response.statusText}`.trim());
  return decodeInventoryIndex(await response.json());
}

function loadOnce(url: string, load: (url: string) => Promise<DecodedInventory>): Promise<DecodedInventory> {
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
 * the URL already asks for a search, or when the browser is idle after the page has painted).
 */
export function useInventoryIndex(url: string, load: (url: string) => Promise<DecodedInventory> = fetchInventoryIndex) {
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
      (index) => mounted.current && setState({ status: "ready", index }),
      (error: unknown) => {
        started.current = false;
        if (mounted.current) setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [url, load]);

  return { state, request };
}

/** Runs `callback` once the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(handle);
}
