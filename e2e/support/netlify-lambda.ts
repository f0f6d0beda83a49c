// A Netlify Function of the build, called as Netlify calls it: a real Request becomes the Lambda event Netlify
// gives a Lambda-compatible function (what gatsby-adapter-netlify generates), and the function runs in a
// process of its own in the build's folder, as on a cold start.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** What Netlify's edge adds to every request it passes to a function. */
export interface NetlifyEdge {
  clientAddress: string;
  siteId: string;
  deployId: string;
  /** The Blobs access Netlify hands a Lambda-compatible function: its edge URL and a token. */
  blobs?: { url: string; token: string };
}

export interface LambdaEvent {
  path: string;
  httpMethod: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  queryStringParameters: Record<string, string>;
  multiValueQueryStringParameters: Record<string, string[]>;
  body: string | null;
  isBase64Encoded: boolean;
  rawUrl: string;
  rawQuery: string;
  blobs?: string;
}

export async function lambdaEventOf(request: Request, edge: NetlifyEdge): Promise<LambdaEvent> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  Object.assign(headers, {
    "x-nf-client-connection-ip": edge.clientAddress,
    "x-forwarded-for": edge.clientAddress,
    "x-nf-site-id": edge.siteId,
    "x-nf-deploy-id": edge.deployId,
    "x-nf-request-id": `e2e-${Date.now()}`,
  });
  const query: Record<string, string[]> = {};
  url.searchParams.forEach((value, name) => (query[name] = [...(query[name] ?? []), value]));
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  // Sent by the browser, passed on by Netlify; fetch's Request does not show it.
  if (body) headers["content-length"] = String(body.length);
  return {
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])),
    queryStringParameters: Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.join(",")])),
    multiValueQueryStringParameters: query,
    body: body ? body.toString("base64") : null,
    isBase64Encoded: Boolean(body),
    rawUrl: url.href,
    rawQuery: url.search.replace(/^\?/, ""),
    blobs: edge.blobs ? Buffer.from(JSON.stringify(edge.blobs)).toString("base64") : undefined,
  };
}

export interface LambdaAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  json?: unknown;
}

/** What a Lambda-compatible function returns. */
export interface LambdaResult {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  body?: string;
  isBase64Encoded?: boolean;
}

/** Netlify's answer to the visitor from the function's Lambda result. */
function answerOf(result: LambdaResult): LambdaAnswer {
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8").toString() : "";
  const headers = Object.fromEntries(
    Object.entries(result.multiValueHeaders ?? {}).map(([name, values]) => [name.toLowerCase(), values.join(", ")]),
  );
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: result.statusCode, headers, body, json };
}

/**
 * Runs `handlerFile` (a generated `.netlify/functions-internal/<name>/<name>.js`) once per event, in one new
 * Node process with `env` only, in `buildDir`. Returns the answers and everything the function logged.
 */
export async function invokeLambda(
  buildDir: string,
  handlerFile: string,
  events: readonly LambdaEvent[],
  env: Record<string, string>,
): Promise<{ answers: LambdaAnswer[]; log: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-lambda-"));
  const input = path.join(dir, "events.json");
  const output = path.join(dir, "answers.json");
  fs.writeFileSync(input, JSON.stringify(events));
  const script = `
    const fs = require("node:fs");
    const { handler } = require(${JSON.stringify(handlerFile)});
    (async () => {
      const results = [];
      for (const event of JSON.parse(fs.readFileSync(${JSON.stringify(input)}, "utf8"))) results.push(await handler(event, {}));
      fs.writeFileSync(${JSON.stringify(output)}, JSON.stringify(results));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  try {
    const { stdout, stderr } = await run(process.execPath, ["-e", script], {
      cwd: buildDir,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
      timeout: 60_000,
    });
    const results = JSON.parse(fs.readFileSync(output, "utf8")) as Parameters<typeof answerOf>[0][];
    return { answers: results.map(answerOf), log: `${stdout}${stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
