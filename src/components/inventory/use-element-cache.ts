import type React from "react";
import { useRef } from "react";

interface Cached {
  deps: readonly unknown[];
  element: React.ReactNode;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * `useMemo` for a varying list of parts (one per filter of a table, which hooks cannot loop over): `part(key,
 * deps, draw)` gives the element drawn last time while its deps are unchanged, and React skips an element it
 * is given again. A part's handlers must read what changes through a ref, since its element outlives renders.
 */
export function useElementCache(): (
  key: string,
  deps: readonly unknown[],
  draw: () => React.ReactNode,
) => React.ReactNode {
  const cache = useRef(new Map<string, Cached>());
  return (key, deps, draw) => {
    const hit = cache.current.get(key);
    if (hit && sameDeps(hit.deps, deps)) return hit.element;
    const element = draw();
    cache.current.set(key, { deps, element });
    return element;
  };
}
