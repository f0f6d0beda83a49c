// Requests to the editor's local backend on 127.0.0.1 as its editor sends them (Host localhost:<port>, the
// editor's Origin), with the answer's status, type and text as they arrived.
import http from "node:http";

export interface BackendAnswer {
  status: number;
  type: string;
  body: string;
}

/** A POST of `body` as it is (a string is sent unchanged, anything else as JSON) to /api/v1, or `path`. */
export function postToBackend(
  port: number,
  origin: string,
  body: unknown,
  { method = "POST", path = "/api/v1" }: { method?: string; path?: string } = {},
): Promise<BackendAnswer> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent: false,
        headers: {
          host: `localhost:${port}`,
          origin,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers["content-type"] ?? "",
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}
