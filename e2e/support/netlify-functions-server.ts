// Netlify's function runtime for the integrations site, on loopback: each request the proxy forwards names the
// generated function (`x-e2e-netlify-function`) and keeps the visitor's path, as Netlify's rewrite to a function
// does; the function (`.netlify/functions-internal/<name>/<name>.js`, gatsby-adapter-netlify's output) gets the
// Lambda event Netlify gives it and answers through its Lambda result. One process for all of them, started
// once: a function's first request is its cold start.
//   node --import tsx e2e/support/netlify-functions-server.ts <buildDir> <port> <siteOrigin>
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { FUNCTION_HEADER } from "./netlify-function-routes";
import { lambdaEventOf, type LambdaResult } from "./netlify-lambda";

type LambdaHandler = (event: unknown, context: object) => Promise<LambdaResult>;

const [buildDir, port, siteOrigin] = process.argv.slice(2);
const load = createRequire(__filename);
const handlers = new Map<string, LambdaHandler>();

function handlerOf(name: string): LambdaHandler {
  if (!/^[\w-]+$/.test(name)) throw new Error(`no such function: ${name}`);
  let handler = handlers.get(name);
  if (!handler) {
    const file = path.join(buildDir, ".netlify", "functions-internal", name, `${name}.js`);
    handler = (load(file) as { handler: LambdaHandler }).handler;
    handlers.set(name, handler);
  }
  return handler;
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const functionName = request.headers[FUNCTION_HEADER];
  // No function named: the start-up check.
  if (typeof functionName !== "string") return void response.writeHead(204).end();
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && name !== FUNCTION_HEADER) headers.set(name, [value].flat().join(", "));
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const visitorRequest = new Request(new URL(request.url ?? "/", siteOrigin), {
    method: request.method,
    headers,
    ...(body && request.method !== "GET" && request.method !== "HEAD" ? { body } : {}),
  });
  const event = await lambdaEventOf(visitorRequest, {
    clientAddress: "127.0.0.1",
    siteId: "e2e-site",
    deployId: "e2e-deploy",
  });
  const result = await handlerOf(functionName)(event, {});
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) response.setHeader(name, values);
  response.statusCode = result.statusCode;
  response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined);
}

http
  .createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error(`[netlify functions] ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain" });
      response.end("function failed\n");
    });
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`[netlify functions] listening on http://127.0.0.1:${port}`));
