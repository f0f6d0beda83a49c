import type { AscEvent } from "./asc-events";

type Gtag = (...args: unknown[]) => void;

/** Hands an event to the Google tag: `window.gtag` is Partytown's stub, which forwards the call to its worker. */
export function sendAscEvent(event: AscEvent, gtag: Gtag | undefined = globalThis.window?.gtag): void {
  gtag?.("event", event.name, event.params);
}
