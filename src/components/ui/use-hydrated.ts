import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the static HTML and while hydrating, true once the page runs in the browser: what JavaScript
 * enhances (client-side validation, a date picker's minimum) switches on without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
