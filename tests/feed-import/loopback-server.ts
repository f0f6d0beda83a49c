// A server on 127.0.0.1 that counts the connections opened to it, for the tests that prove the importer refused
// a host before connecting; it serves a photo, redirects, and records each request's path and Host header.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { jpegBytes } from "./support";

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** TCP connections accepted so far: 0 proves nothing was sent. */
  connections(): number;
  requests: { path: string; host?: string }[];
  close(): Promise<void>;
}

/**
 * `/photo.jpg`: a JPEG. `/hops/<n>`: redirects n times on this server, then the photo.
 * `/to?url=<url>`: redirects there.
 */
export async function startLoopbackServer(): Promise<LoopbackServer> {
  let connections = 0;
  const requests: LoopbackServer["requests"] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://host");
    requests.push({ path: url.pathname, host: request.headers.host });
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (url.pathname === "/photo.jpg" || hops?.[1] === "0") {
      response.writeHead(200, { "content-type": "image/jpeg" }).end(jpegBytes(7));
    } else if (hops) {
      response.writeHead(302, { location: `/hops/${Number(hops[1]) - 1}` }).end();
    } else if (url.pathname === "/to") {
      response.writeHead(302, { location: url.searchParams.get("url") ?? "/" }).end();
    } else {
      response.writeHead(404).end();
    }
  });
  server.on("connection", (socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
