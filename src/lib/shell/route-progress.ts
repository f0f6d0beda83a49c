// State of the slim progress bar: Gatsby calls onRouteUpdateDelayed when a page's resources take over
// a second, and onRouteUpdate once the new page renders (gatsby-browser.tsx wires both here).
type Listener = () => void;

let loading = false;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (loading === next) return;
  loading = next;
  listeners.forEach((listener) => listener());
}

export const routeProgress = {
  start: (): void => set(true),
  done: (): void => set(false),
  isLoading: (): boolean => loading,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
