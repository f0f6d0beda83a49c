// A loopback stand-in for the dealer's lender platform (the integrations build's `creditApplication`): https with
// a throwaway certificate, as the build requires of a provider's link; it answers every page with a short HTML page
// and records what each visit was given (path, query, referring page), read back at GET /__lender/visits.
import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { makeCertificate } from "../../tests/support/nginx-site";

export interface LenderVisit {
  path: string;
  query: Record<string, string>;
  referer: string | undefined;
  at: number;
}

export function startLender(port: number, dir: string): Promise<https.Server> {
  const certDir = path.join(dir, "lender-certificate");
  fs.mkdirSync(certDir, { recursive: true });
  const { certFile, keyFile } = makeCertificate(certDir, "localhost");
  const visits: LenderVisit[] = [];
  const server = https.createServer(
    { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) },
    (request, response) => {
      const url = new URL(request.url ?? "/", `https://localhost:${port}`);
      if (url.pathname === "/__lender/visits") {
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(visits));
        return;
      }
      if (url.pathname === "/favicon.ico") {
        response.writeHead(404).end();
        return;
      }
      visits.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        referer: request.headers.referer,
        at: Date.now(),
      });
      response
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end('<!doctype html><html lang="en"><title>Loopback Lending</title><h1>Loopback Lending</h1></html>');
    },
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () => resolve(server));
  });
}
