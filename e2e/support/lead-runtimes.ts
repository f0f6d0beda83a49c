// The three runtimes the lead function ships in, each started as a dealer or Netlify starts it, with the
// environment a test gives it: `gatsby serve` of the main build (the function Gatsby compiled into
// .cache/functions), `npm run serve:prod` (the same source, run by Node), and the Netlify function artifact of
// the integrations build (called as Netlify calls it, netlify-lambda.ts). Each posts one contact lead.
import path from "node:path";
import { gatsbyServeServer, serveProdServer, type LeadServerStart } from "../../tests/reliability/support/lead-servers";
import { contactLead } from "./lead-outbox";
import { invokeLambda, lambdaEventOf, type LambdaAnswer, type NetlifyEdge } from "./netlify-lambda";
import { INTEGRATIONS_BUILD_DIR } from "./platform-ports";
import { PROJECT_ROOT } from "./second-build";

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

/** The two server runtimes, as the crash tests start them (on a free loopback port, with `env` only). */
const SERVERS: Record<Exclude<LeadRuntime, "netlify">, LeadServerStart> = {
  "gatsby serve": gatsbyServeServer(PROJECT_ROOT),
  "serve:prod": serveProdServer(path.join(PROJECT_ROOT, "public")),
};

/** Starts a server runtime, posts one lead, stops it. */
async function postThroughServer(
  runtime: Exclude<LeadRuntime, "netlify">,
  env: Record<string, string>,
  marker: string,
): Promise<PostedLead> {
  const server = await SERVERS[runtime].start(env);
  let answer: Omit<PostedLead, "log">;
  try {
    const response = await fetch(leadRequest(`${server.url}/api/leads`, marker));
    answer = { status: response.status, json: await response.json().catch(() => undefined) };
  } finally {
    await server.stop();
  }
  // The lead's log lines arrive with the answer or after it: the runtime's whole output, once it has stopped.
  return { ...answer, log: server.output() };
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
