// Listening, within the server's own limits (src/lib/server/server-limits.ts), and stopping. On stop (SIGTERM
// from systemd), the server stops accepting connections at once, lets the requests it holds finish (a lead
// whose body is still arriving included), waits for the lead writes, and closes; whatever is still open after
// the grace period is cut and the stop reports failure.
import type { AddressInfo } from "node:net";
import http from "node:http";
import { listenUrl, type ListenAddress } from "../../src/lib/server/listen-address";
import { SERVER_LIMITS, type ServerLimits } from "../../src/lib/server/server-limits";
import { createSiteApp } from "./create-app";

export interface SiteServer {
  url: string;
  server: http.Server;
  /** True when everything finished within the grace period. */
  stop(): Promise<boolean>;
}

export interface SiteServerOptions extends ListenAddress {
  publicDir: string;
  log?: (line: string) => void;
  /** Read for the analytics proxy list (third-party-proxy.ts); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** How long a stop waits for requests in flight (10 s; systemd's own stop timeout is 90 s). */
  graceMs?: number;
  /** Limits that differ from SERVER_LIMITS (tests put in short ones). */
  limits?: Partial<ServerLimits>;
}

function limitedServer(app: http.RequestListener, limits: ServerLimits): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
    },
    app,
  );
  server.timeout = limits.idleTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.maxHeadersCount = limits.maxHeadersCount;
  return server;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const log = options.log ?? ((line: string) => console.info(line));
  const site = await createSiteApp(options.publicDir, options.env, log);
  const server = limitedServer(site.app, { ...SERVER_LIMITS, ...options.limits });
  const open = new Set<http.ServerResponse>();
  server.on("request", (_request: http.IncomingMessage, response: http.ServerResponse) => {
    open.add(response);
    response.on("close", () => open.delete(response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const url = listenUrl({ host: address, port });
  log(
    `serve:prod: ${url} serving ${options.publicDir} (${site.ruleCount} _headers rules, ` +
      `${site.precompressedCount} files with precompressed twins); ${site.imageCache}` +
      (site.deferredPages ? `; ${site.deferredPages}` : ""),
  );

  let stopping: Promise<boolean> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      site.markStopping();
      // Requests already being answered close their connection when done, instead of keeping it alive.
      for (const response of open) if (!response.headersSent) response.setHeader("Connection", "close");
      // Logged once the listening socket is closed: from this line on, new connections are refused.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      log(
        `serve:prod: stopping, ${open.size} request(s) in flight, ${site.leads.inFlight()} lead(s) and ${site.alerts.inFlight()} alert request(s) being written`,
      );
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all([closed, site.leads.settled(), site.alerts.settled()]).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), options.graceMs ?? 10_000))),
      ]);
      clearTimeout(timer);
      if (!finished) {
        log(`serve:prod: ${open.size} request(s) still open after the grace period; closing them`);
        server.closeAllConnections();
      } else log("serve:prod: stopped");
      return finished;
    })();
    return stopping;
  };
  return { url, server, stop };
}
