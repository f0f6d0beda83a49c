/**
 * The cards to draw in the frame right after a search change: the new results' first `first` (the first
 * screen), then the cards already drawn below them, cut to the new count. Those below are drawn again once
 * that frame is painted, so a key press waits for the cards a shopper sees, not for two dozen.
 * Positions past the cards already drawn wait too: they are below the first screen.
 */
export function firstScreenFirst<T>(next: readonly T[], drawn: readonly T[], first: number): T[] {
  const count = Math.min(next.length, Math.max(first, drawn.length));
  return Array.from({ length: count }, (_, index) => (index < first ? next[index] : drawn[index]));
}
