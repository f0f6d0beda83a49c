// The lead endpoint's two kinds of answer: JSON for the forms with JavaScript, a 303 redirect for plain posts.
import type { HttpResponse } from "./http";

const NO_STORE = { "Cache-Control": "no-store" };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers: { ...NO_STORE, ...headers },
  json: body,
});

export const redirect = (location: string, headers: Record<string, string> = {}): HttpResponse => ({
  status: 303,
  headers: { ...NO_STORE, ...headers, Location: location },
});

/** One check a lead must pass: a response refuses it there, undefined lets it on to the next check. */
export type Guard<Context> = (context: Context) => HttpResponse | undefined;

/** Runs the guards in order and returns the first refusal, if any. */
export function firstRefusal<Context>(guards: readonly Guard<Context>[], context: Context): HttpResponse | undefined {
  for (const guard of guards) {
    const refusal = guard(context);
    if (refusal) return refusal;
  }
  return undefined;
}
