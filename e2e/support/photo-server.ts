// A stand-in for the dealer's photo host on loopback (127.0.0.1), for the inventory import tests: serves
// photos with an ETag and answers 304 to a matching If-None-Match, and plays the hostile hosts: one that
// answers an HTML page for a .jpg, one that never answers, one that sends far too much.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";

export interface PhotoServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Serves `bytes` at `urlPath` (replacing what was there). */
  put(urlPath: string, bytes: Uint8Array): void;
  /** Every request so far: path and the status answered (0 for one never answered). */
  requests: { path: string; status: number }[];
  close(): Promise<void>;
}

const etagOf = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}"`;

export async function startPhotoServer(): Promise<PhotoServer> {
  const files = new Map<string, Uint8Array>();
  const requests: PhotoServer["requests"] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://host").pathname;
    const answer = (status: number, headers: Record<string, string>, body?: Uint8Array | string) => {
      requests.push({ path: urlPath, status });
      response.writeHead(status, headers).end(body);
    };
    if (urlPath.startsWith("/hang/")) {
      requests.push({ path: urlPath, status: 0 });
      return; // never answers
    }
    if (urlPath.startsWith("/html/")) {
      answer(200, { "content-type": "image/jpeg" }, "<!DOCTYPE html><html><body><h1>Please log in</h1></body></html>");
      return;
    }
    if (urlPath.startsWith("/huge/")) {
      requests.push({ path: urlPath, status: 200 });
      response.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const send = () => {
        while (sent < 512 && response.write(chunk)) sent++;
        if (sent < 512) response.once("drain", send);
        else response.end();
      };
      response.on("error", () => {});
      send();
      return;
    }
    const bytes = files.get(urlPath);
    if (!bytes) {
      answer(404, { "content-type": "text/plain" }, "Not found");
      return;
    }
    const etag = etagOf(bytes);
    if (request.headers["if-none-match"] === etag) {
      answer(304, { etag });
      return;
    }
    answer(200, { "content-type": "image/jpeg", "content-length": String(bytes.byteLength), etag }, bytes);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    put: (urlPath, bytes) => files.set(urlPath, bytes),
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
