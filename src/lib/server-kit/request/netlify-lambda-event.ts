// The lead function on Netlify: gatsby-adapter-netlify runs it as a Lambda-compatible function and puts
// Netlify's event on the request (`req.netlifyFunctionParams`). Two things reach such a function only
// through that event: the Netlify Blobs access (not in the environment, unlike Netlify's own functions) and
// the visitor's address (there is no socket; Netlify's edge sets x-nf-client-connection-ip).
import { connectLambda } from "@netlify/blobs";

export interface NetlifyLambdaEvent {
  headers: Record<string, string>;
  /** Base64 JSON with the Blobs edge URL and token; absent where the site has no Blobs. */
  blobs?: string;
}

/** Netlify's event, when the request came through the adapter's wrapper (a visitor cannot set this property). */
export function netlifyEventOf(request: object): NetlifyLambdaEvent | undefined {
  const params = (request as { netlifyFunctionParams?: { event?: unknown } }).netlifyFunctionParams;
  const event = params?.event as { headers?: unknown; blobs?: unknown } | undefined;
  if (!event || typeof event.headers !== "object" || event.headers === null) return undefined;
  const headers = Object.fromEntries(
    Object.entries(event.headers).flatMap(([name, value]) =>
      typeof value === "string" ? [[name.toLowerCase(), value]] : [],
    ),
  );
  return { headers, blobs: typeof event.blobs === "string" && event.blobs ? event.blobs : undefined };
}

/** Makes this call's Blobs access the one getStore() uses (it sets NETLIFY_BLOBS_CONTEXT). */
export function connectNetlifyBlobs(event: NetlifyLambdaEvent): void {
  if (event.blobs) connectLambda({ blobs: event.blobs, headers: event.headers });
}

/** The visitor's address as Netlify's edge saw it. */
export function netlifyClientAddress(event: NetlifyLambdaEvent): string | undefined {
  return event.headers["x-nf-client-connection-ip"]?.trim() || undefined;
}
