// A CDN in front of `gatsby serve` (docs/deployment.md#other-static-hosts-and-cdns): forwards every request and
// adds the headers public/_headers gives its path, so tests see exactly what a visitor of the deployed site gets.
// With `functions`, the paths Netlify rewrites to a function (deferred pages: netlify-function-routes.ts) go to
// the generated function instead, and its answer is passed on as it is, as Netlify does.
import fs from "node:fs";
import http from "node:http";
import { headersForPath, parseHeadersFile } from "../../src/lib/seo/headers-file";
import { FUNCTION_HEADER, routeKey } from "./netlify-function-routes";

export interface FunctionRoutes {
  /** Path (no trailing slash) to the function's name. */
  routes: ReadonlyMap<string, string>;
  port: number;
}

export function startHeadersProxy(
  listenPort: number,
  upstreamPort: number,
  headersFile: string,
  functions?: FunctionRoutes,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const rules = parseHeadersFile(fs.readFileSync(headersFile, "utf8"));
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const fn = functions?.routes.get(routeKey(pathname));
    const upstream = http.request(
      {
        host: fn ? "127.0.0.1" : "localhost",
        port: fn ? functions!.port : upstreamPort,
        path: request.url,
        method: request.method,
        headers: fn
          ? { ...request.headers, [FUNCTION_HEADER]: fn }
          : { ...request.headers, host: `localhost:${upstreamPort}` },
      },
      (reply) => {
        const headers = { ...reply.headers };
        if (!fn) for (const [name, values] of headersForPath(rules, pathname)) headers[name] = values.join(", ");
        response.writeHead(reply.statusCode ?? 502, headers);
        reply.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      response.writeHead(502, { "Content-Type": "text/plain" }).end(`upstream error: ${error.message}`);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "localhost", () => resolve(server));
  });
}
