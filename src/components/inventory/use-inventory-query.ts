import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { EMPTY_QUERY, encodeInventoryQuery, parseInventoryQuery, type InventoryQuery } from "../../lib/inventory/query";

/** Moves to another search (`?body=SUV`, or "" for none), adding a history entry unless `replace`. */
export type NavigateTo = (search: string, options: { replace: boolean }) => void;

/**
 * The search state of /inventory/, kept in the URL query. A change shows at once (pending) and the page's
 * `search` catches up when `navigateTo` has changed the URL.
 */
export function useInventoryQuery(search: string, navigateTo: NavigateTo) {
  // The first render must match the static HTML (no query); the URL's query applies right after.
  const [hydrated, setHydrated] = useState(false);
  // A transition, so that this first update after hydration renders in slices like hydration did (hence
  // not useHydrated, whose update after hydration is synchronous).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const urlQuery = useMemo(() => (hydrated ? parseInventoryQuery(search) : EMPTY_QUERY), [hydrated, search]);
  // A pending change belongs to the URL it was made on: once the URL moves on, it is spent, and dropped at
  // once (while rendering), so Back to that same URL later cannot bring it back.
  const [pending, setPending] = useState<{ query: InventoryQuery; on: string } | null>(null);
  if (pending && pending.on !== search) setPending(null);
  // The same search keeps the same object when the URL catches up with a pending change, so nothing is
  // searched or rendered twice for one change.
  const nextQuery = pending?.on === search ? pending.query : urlQuery;
  const queryKey = encodeInventoryQuery(nextQuery);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the encoded query on purpose (see above)
  const query = useMemo(() => nextQuery, [queryKey]);

  // Stable across searches (the current URL is read from a ref), so the memoised filter panel and chips
  // do not render again just because the URL caught up.
  const currentSearch = useRef(search);
  // Written during render (not in an effect) so an event right after a commit never reads the old URL.
  // eslint-disable-next-line react-hooks/refs
  currentSearch.current = search;
  const go = useCallback(
    (next: InventoryQuery, replace = false) => {
      const nextSearch = encodeInventoryQuery(next);
      if (nextSearch === encodeInventoryQuery(parseInventoryQuery(currentSearch.current))) return setPending(null);
      setPending({ query: next, on: currentSearch.current });
      navigateTo(nextSearch, { replace });
    },
    [navigateTo],
  );
  return { hydrated, query, go };
}
