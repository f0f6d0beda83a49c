// HTTP/1.1 written byte for byte on a socket to 127.0.0.1: the request target goes out exactly as given
// (fetch and http.request normalise or refuse `//`, `/./`, `%2e%2e` and the like), and the answer is read as
// it arrives, until the server closes the connection.
import net from "node:net";

export interface RawHttpAnswer {
  status: number;
  /** Header names in lower case; a header sent twice is joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/** What the server sends on one connection asking for `target`, until it closes it as asked (at most 10 s). */
export function rawGet(port: number, target: string, extraHeaders: readonly string[] = []): Promise<RawHttpAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no end of the answer to GET ${target}`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      resolve({ status, headers, body: rest.join("\r\n\r\n") });
    });
    const lines = [`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Accept: text/html", ...extraHeaders];
    // Written, not ended: a client that half-closes its side gets no answer from Node's server.
    socket.write(`${[...lines, "Connection: close"].join("\r\n")}\r\n\r\n`);
  });
}
