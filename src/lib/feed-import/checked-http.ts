// HTTP(S) GET requests whose every new connection is checked by the host policy first: the agents resolve the
// host, refuse it before connecting when an address is not public, and connect to the checked addresses.
// Connections are kept alive and reused (each was checked when it was opened), as thousands of photos share
// a few hosts.
import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { hostOf, portOf } from "./allow-hosts";
import { checkHost, type HostPolicy } from "./host-policy";

/** A host the policy refuses; `reason` follows the URL in a sentence ("is on 127.0.0.1: ..."). */
export class HostRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "HostRefusedError";
  }
}

class CheckedAgent extends http.Agent {
  constructor(
    private readonly policy: HostPolicy,
    private readonly secure: boolean,
  ) {
    super({ keepAlive: true });
  }

  override createConnection(
    options: http.ClientRequestArgs,
    callback?: (error: Error | null, socket: Duplex) => void,
  ): undefined {
    // Node reads no socket when there is an error.
    const done = callback as ((error: Error | null, socket?: Duplex) => void) | undefined;
    const host = options.host ?? "";
    const port = Number(options.port);
    const url = new URL(`${this.secure ? "https" : "http"}://${net.isIP(host) === 6 ? `[${host}]` : host}:${port}/`);
    checkHost(url, this.policy)
      .then((checked) => {
        if ("refused" in checked) throw new HostRefusedError(checked.refused);
        return this.policy.connect({ host, port, addresses: checked.addresses, tls: this.secure });
      })
      // A refusal or a failed lookup (ENOTFOUND and the like) fails the request; nothing was connected.
      .then(
        (socket) => done?.(null, socket),
        (error: Error) => done?.(error),
      );
    return undefined;
  }
}

export interface CheckedHttp {
  /** Resolves with the answer's head; the body is the caller's to read or destroy. */
  get(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<http.IncomingMessage>;
  /** Closes the kept-alive connections. */
  close(): void;
}

export function checkedHttp(policy: HostPolicy): CheckedHttp {
  const agents = { "http:": new CheckedAgent(policy, false), "https:": new CheckedAgent(policy, true) };
  return {
    get(url, headers, signal) {
      const agent = agents[url.protocol as keyof typeof agents];
      if (!agent) return Promise.reject(new HostRefusedError("is not an http(s) URL"));
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: hostOf(url),
            port: portOf(url),
            path: `${url.pathname}${url.search}`,
            headers: { ...headers, host: url.host },
            signal,
          },
          resolve,
        );
        request.on("error", reject);
        request.end();
      });
    },
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
