import { startTransition, useEffect, useMemo, useState } from "react";
import { firstScreenFirst } from "../../lib/inventory/first-screen-first";
import { afterNextPaint } from "./after-next-paint";

/**
 * Two rows of three cards on a wide screen, two or four on a phone or tablet: the cards a search change
 * renders at once (see firstScreenFirst); the rest follow after the frame.
 */
const FIRST_SCREEN_CARDS = 6;

/**
 * The list to draw now: `items` when nothing changed (the first render is the static HTML's), else the first
 * screen of `items` over what is drawn, with the rest as a transition after the next paint (interrupted,
 * not delayed, by the next key press).
 */
export function useFirstScreenFirst<T>(items: T[], first = FIRST_SCREEN_CARDS): T[] {
  const [drawn, setDrawn] = useState(items);
  const now = useMemo(() => (drawn === items ? items : firstScreenFirst(items, drawn, first)), [items, drawn, first]);
  useEffect(() => {
    if (drawn === items) return undefined;
    return afterNextPaint(() => startTransition(() => setDrawn(items)));
  }, [items, drawn]);
  return now;
}
