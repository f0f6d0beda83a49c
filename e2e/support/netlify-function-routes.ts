// Deferred pages on the integrations site as Netlify serves them: gatsby-adapter-netlify's `_redirects` rewrites
// each deferred page and its page data to a builder function (`/.netlify/builders/<name>`); the headers proxy
// (headers-proxy.ts) sends those paths to the generated function, run by netlify-functions-server.ts, and adds no
// `_headers` rule to its answer (Netlify applies them to files only: the function sets its own).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitForServer } from "./wait-for-server";

/** Names the function a forwarded request is for. */
export const FUNCTION_HEADER = "x-e2e-netlify-function";

const BUILDER_RULE = /^(\S+)\s+\/\.netlify\/builders\/([\w-]+)\s+200\s*$/;

/** Netlify matches a rule's path with or without its trailing slash. */
export const routeKey = (pathname: string) => decodeURI(pathname).replace(/\/+$/, "") || "/";

/** Each path the build's `_redirects` rewrites to a builder function, with the function's name. */
export function builderRoutes(publicDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const line of fs.readFileSync(path.join(publicDir, "_redirects"), "utf8").split("\n")) {
    const rule = BUILDER_RULE.exec(line.trim());
    if (rule) routes.set(routeKey(rule[1]), rule[2]);
  }
  return routes;
}

/** The function runtime for `buildDir`'s generated functions, listening on loopback `port`. */
export async function startNetlifyFunctions(
  buildDir: string,
  port: number,
  siteOrigin: string,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ["--import", "tsx", path.join(__dirname, "netlify-functions-server.ts"), buildDir, String(port), siteOrigin],
    { cwd: buildDir, env, stdio: "inherit" },
  );
  await waitForServer(`http://127.0.0.1:${port}/`, 30_000);
  return server;
}
