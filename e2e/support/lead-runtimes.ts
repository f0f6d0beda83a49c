// The three runtimes the lead function ships in, each started as a dealer or Netlify starts it, with the
// environment a test gives it: `gatsby serve` of the main build (the function Gatsby compiled into
// .cache/functions), `npm run serve:prod` (the same source, run by Node), and the Netlify function artifact of
// the integrations build (called as Netlify calls it, netlify-lambda.ts). Each posts one contact lead.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { contactLead } from "./lead-outbox";
import { invokeLambda, lambdaEventOf, type LambdaAnswer, type NetlifyEdge } from "./netlify-lambda";
import { INTEGRATIONS_BUILD_DIR } from "./platform-ports";
import { PROJECT_ROOT } from "./second-build";
import { waitForServer } from "./wait-for-server";

const GATSBY_CLI = path.join(PROJECT_ROOT, "node_modules", ".bin", "gatsby");

export type LeadRuntime = "gatsby serve" | "serve:prod" | "netlify";

export const LEAD_RUNTIMES: readonly LeadRuntime[] = ["gatsby serve", "serve:prod", "netlify"];

export interface PostedLead {
  status: number;
  json: unknown;
  /** What the runtime printed while it took the lead. */
  log: string;
}

const leadRequest = (url: string, marker: string) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contactLead(marker)),
  });

/** Starts a server runtime on a loopback port with `env` (and PATH only), waits for it, posts one lead, stops it. */
async function postThroughServer(
  runtime: Exclude<LeadRuntime, "netlify">,
  env: Record<string, string>,
  marker: string,
): Promise<PostedLead> {
  const port = await freePort();
  const command =
    runtime === "gatsby serve"
      ? [GATSBY_CLI, ["serve", "--host", "127.0.0.1", "--port", String(port)]]
      : [process.execPath, ["--import", "tsx", "scripts/serve-prod.ts"]];
  const child: ChildProcess = spawn(command[0] as string, command[1] as string[], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/root",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  // Once the process has ended and its output has been read to the end ("close"): every line it printed.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let answer: Omit<PostedLead, "log">;
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 60_000);
    const response = await fetch(leadRequest(`http://127.0.0.1:${port}/api/leads`, marker));
    answer = { status: response.status, json: await response.json().catch(() => undefined) };
  } finally {
    child.kill("SIGTERM");
    await closed;
  }
  // The lead's log lines arrive with the answer or after it: the runtime's whole output, once it has stopped.
  return { ...answer, log };
}

/** The generated Netlify function of the integrations build, in a process of its own, with `env` only. */
async function postThroughNetlify(env: Record<string, string>, edge: NetlifyEdge, marker: string): Promise<PostedLead> {
  const event = await lambdaEventOf(leadRequest("https://dealer.example/api/leads", marker), edge);
  const handler = `${INTEGRATIONS_BUILD_DIR}/.netlify/functions-internal/leads-js/leads-js.js`;
  const { answers, log } = await invokeLambda(INTEGRATIONS_BUILD_DIR, handler, [event], env);
  const [answer] = answers as [LambdaAnswer];
  return { status: answer.status, json: answer.json, log };
}

export function postLead(
  runtime: LeadRuntime,
  env: Record<string, string>,
  marker: string,
  edge: NetlifyEdge,
): Promise<PostedLead> {
  return runtime === "netlify" ? postThroughNetlify(env, edge, marker) : postThroughServer(runtime, env, marker);
}
