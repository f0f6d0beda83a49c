// Requests to nginx on loopback over HTTPS with its throwaway certificate, timed by the client from request to
// last byte: the photo crawler's and the shoppers' (autocannon measures the static load itself).
import https from "node:https";

export interface Timed {
  status: number;
  ms: number;
  body: string;
}

export interface HttpsTarget {
  port: number;
  host: string;
  cert: string;
}

export function timedRequest(
  target: HttpsTarget,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
    agent,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: https.Agent;
    localAddress?: string;
  } = {},
): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: pathname,
        method,
        servername: target.host,
        ca: target.cert,
        agent: agent ?? false,
        localAddress,
        headers: { host: target.host, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The p-th percentile (0-100) of `values`, nearest rank; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
