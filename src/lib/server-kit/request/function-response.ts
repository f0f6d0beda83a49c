// An answer (http.ts) put on the response a Gatsby Function is given: Gatsby's own under `gatsby serve`, Express's
// under serve:prod, the Netlify adapter's. A 303 goes as a redirect (a plain form's post), anything else as JSON.
import type { HttpResponse } from "./http";

/** The part of a Gatsby Function's response an answer needs (typed here: src/lib imports no Gatsby package). */
export interface FunctionResponse {
  setHeader(name: string, value: string): unknown;
  redirect(status: number, location: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}

export function sendFunctionResponse(res: FunctionResponse, response: HttpResponse): void {
  const { Location: location, ...headers } = response.headers;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (response.status === 303 && location) {
    res.redirect(303, location);
    return;
  }
  res.status(response.status).json(response.json);
}
