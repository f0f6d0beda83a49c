// A fault proxy on loopback between an object store's client (the S3 SDK in serve:prod or leads:send) and the
// store (s3rver): every request passes through as it is, except those a rule picks, which get the rule's fault
// instead: an error answered by the proxy itself (500, 503 with Retry-After), an answer held back before it is
// passed on (a slow store), or no answer at all (a hung connection). It speaks HTTP through node:http's server,
// which is node:net underneath, so the client sees a real socket misbehave; nothing in the client is replaced.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Fault =
  /** The proxy answers with this status and an S3 error body; the store never sees the request. */
  | { kind: "status"; status: number; code: string; headers?: Record<string, string> }
  /** The request reaches the store; its answer is passed on `ms` later. */
  | { kind: "delay"; ms: number }
  /** The request is read and never answered: the connection stays open until the client gives up. */
  | { kind: "hang" };

export interface FaultRule {
  /** Only requests with this method (PUT: a lead's write); every method when absent. */
  method?: string;
  /** At most this many requests get the fault (each match counts); unlimited when absent. */
  times?: number;
  /** Until this time (ms since the epoch) requests get the fault; unlimited when absent. */
  untilMs?: number;
  fault: Fault;
}

export interface SeenRequest {
  method: string;
  path: string;
  /** When the proxy had read the request's head (ms since the epoch). */
  at: number;
  /** The fault it got, if any. */
  fault?: Fault["kind"];
}

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: the endpoint to give the client instead of the store's. */
  url: string;
  seen: SeenRequest[];
  /** Adds a rule; rules are tried in the order they were added, the first that matches applies. */
  inject(rule: FaultRule): void;
  /** Removes every rule: the fault clears. */
  clear(): void;
  /** Calls `listener` with each request as it arrives; returns the unsubscribe. */
  watch(listener: (request: SeenRequest) => void): () => void;
  close(): Promise<void>;
}

const s3Error = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>injected by the fault proxy</Message></Error>`;

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const rules: (FaultRule & { used: number })[] = [];
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const listeners = new Set<(request: SeenRequest) => void>();

  const pick = (method: string) =>
    rules.find(
      (rule) =>
        (rule.method === undefined || rule.method === method) &&
        (rule.times === undefined || rule.used < rule.times) &&
        (rule.untilMs === undefined || Date.now() < rule.untilMs),
    );

  const pass = (request: http.IncomingMessage, response: http.ServerResponse, delayMs = 0) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const forward = () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        if (delayMs > 0) setTimeout(forward, delayMs);
        else forward();
      },
    );
    outgoing.on("error", () => response.destroy());
    request.pipe(outgoing);
  };

  const server = http.createServer((request, response) => {
    const method = request.method ?? "GET";
    const rule = pick(method);
    const entry: SeenRequest = { method, path: request.url ?? "", at: Date.now(), fault: rule?.fault.kind };
    seen.push(entry);
    for (const listener of listeners) listener(entry);
    if (!rule) return pass(request, response);
    rule.used += 1;
    const { fault } = rule;
    if (fault.kind === "delay") return pass(request, response, fault.ms);
    // The body is read either way, as a store reads it before it fails.
    request.resume();
    if (fault.kind === "hang") return;
    request.on("end", () => {
      const body = s3Error(fault.code);
      response.writeHead(fault.status, {
        "content-type": "application/xml",
        "content-length": Buffer.byteLength(body),
        ...fault.headers,
      });
      response.end(body);
    });
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    inject: (rule) => rules.push({ ...rule, used: 0 }),
    clear: () => void rules.splice(0),
    watch: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
