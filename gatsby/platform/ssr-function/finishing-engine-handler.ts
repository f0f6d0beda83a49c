// Gatsby's page engine handler (`.cache/page-ssr/lambda.js`, what gatsby-adapter-netlify deploys for deferred
// pages) with what every built page gets: the build's last pass over its HTML (src/lib/html/finish-page.ts:
// the Content-Security-Policy with its scripts' hashes, the app started after the first paint, the CSS in
// <head>) and the headers of the site's `_headers` rules for its path, which Netlify does not apply to a
// function's answers. Page data and the engine's own 404 and 500 pages (already finished files) pass unchanged.
import { finishPage, type PagePolicyInputs } from "../../../src/lib/html/finish-page";
import type { HeadersForPath } from "../../../src/lib/server/header-rules";

export interface EngineRequest {
  url?: string;
}

/** The part of the adapter's response object the engine answers a page through. */
export interface EngineResponse {
  statusCode?: number;
  setHeader(name: string, value: string): unknown;
  send(body: unknown): unknown;
}

export type EngineHandler<Req extends EngineRequest, Res extends EngineResponse> = (
  request: Req,
  response: Res,
) => Promise<void>;

export interface FinishingInputs {
  policy: PagePolicyInputs;
  headersFor: HeadersForPath;
  log?: (message: string) => void;
}

const PAGE_DATA = /^\/page-data\/.+\/page-data\.json$/;

const pathOf = (url: string | undefined) => new URL(url ?? "/", "http://site.invalid").pathname;

export function finishingEngineHandler<Req extends EngineRequest, Res extends EngineResponse>(
  engine: EngineHandler<Req, Res>,
  { policy, headersFor, log = console.error }: FinishingInputs,
): EngineHandler<Req, Res> {
  return async (request, response) => {
    const pathname = pathOf(request.url);
    // The site's rules win over the engine's own defaults (Gatsby's `X-Frame-Options: DENY` and others), which it
    // sets after this: public/_headers holds every header the site sends (netlify-adapter.ts).
    const own = new Map(headersFor(pathname).map(([name, value]) => [name.toLowerCase(), value]));
    const setHeader = response.setHeader.bind(response);
    for (const [name, value] of own) setHeader(name, value);
    response.setHeader = (name: string, value: string) =>
      own.has(name.toLowerCase()) ? response : setHeader(name, value);
    if (!PAGE_DATA.test(pathname)) {
      const send = response.send.bind(response);
      response.send = (body: unknown) => {
        // A status set before sending is the engine's 404 or 500 page, a built file already finished.
        if (typeof body !== "string" || (response.statusCode ?? 200) !== 200) return send(body);
        const finished = finishPage(body, policy);
        // The build stops on these; a page rendered later can only say so (its policy blocks the handler).
        if (finished.inlineHandlers.length > 0)
          log(`${pathname}: inline event handlers its policy blocks: ${finished.inlineHandlers.join(", ")}`);
        return send(finished.html);
      };
    }
    await engine(request, response);
  };
}
