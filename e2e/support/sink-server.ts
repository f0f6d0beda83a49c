// A local stand-in for Sentry's ingest endpoint and a server-side Google tag: records what the browser
// sends so tests can assert on it (GET /__sink/requests), and serves a tiny Google tag that reports
// every gtag() call back here.
import http from "node:http";

export interface SinkRequest {
  kind: "sentry" | "ga" | "other";
  method: string;
  url: string;
  body: string;
  at: number;
}

function fakeGoogleTag(origin: string): string {
  return `(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function send(args) {
    fetch(${JSON.stringify(`${origin}/g/collect`)}, { method: "POST", body: JSON.stringify({ args: Array.prototype.slice.call(args), page: location.pathname, href: location.href }) });
  }
  dataLayer.forEach(send);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) send(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
  window.__fakeGoogleTagLoaded = true;
})();
`;
}

export function startSink(port: number): Promise<http.Server> {
  const requests: SinkRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://localhost:${port}`);
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === "/__sink/requests") {
      if (request.method === "DELETE") requests.length = 0;
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(requests));
      return;
    }
    if (url.pathname === "/gtag/js") {
      response.writeHead(200, { "Content-Type": "text/javascript" }).end(fakeGoogleTag(`http://localhost:${port}`));
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const kind = /^\/api\/\d+\/envelope\/?$/.test(url.pathname)
        ? "sentry"
        : url.pathname === "/g/collect"
          ? "ga"
          : "other";
      requests.push({
        kind,
        method: request.method ?? "GET",
        url: request.url ?? "/",
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      response.writeHead(kind === "other" ? 404 : 200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () => resolve(server));
  });
}
