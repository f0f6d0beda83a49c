// One lead posted to the running endpoint as a form with JavaScript posts it (JSON, same-origin), on a connection
// of its own. It resolves with the answer, or with the socket error when the server died before answering (the
// crash test's SIGKILL): a lead the shopper was never told arrived.
import http from "node:http";
import { contactBody } from "../../leads/support/lead-fixtures";

export type LeadAnswer = { status: number; id?: string; json: Record<string, unknown> } | { status: 0; error: string };

export interface PostOptions {
  /** Called once the whole request has been handed to the kernel: the server may be reading it from then on. */
  onSent?: () => void;
  /** The local address to connect from (127.0.0.0/8), so each shopper is its own client. */
  localAddress?: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
}

export function postLead(baseUrl: string, { onSent, localAddress, headers = {}, body }: PostOptions = {}) {
  const payload = JSON.stringify(body ?? contactBody());
  return new Promise<LeadAnswer>((resolve) => {
    const request = http.request(
      `${baseUrl}/api/leads`,
      {
        method: "POST",
        agent: false,
        localAddress,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(payload)),
          "sec-fetch-site": "same-origin",
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code ?? "ERROR" }));
        response.on("end", () => {
          const json = (() => {
            try {
              return JSON.parse(text) as Record<string, unknown>;
            } catch {
              return { text };
            }
          })();
          resolve({ status: response.statusCode ?? 0, id: typeof json.id === "string" ? json.id : undefined, json });
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code ?? "ERROR" }));
    if (onSent) request.on("finish", onSent);
    request.end(payload);
  });
}
