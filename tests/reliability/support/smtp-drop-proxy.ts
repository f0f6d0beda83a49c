// A TCP proxy (node:net) in front of the test SMTP server that, while `dropping` is on, lets a client through the
// greeting, the envelope and the message, then cuts the connection as the message ends: the client has sent
// everything and never hears the server's answer (a relay that crashes or a network that breaks mid-transaction).
// The end of the message (the line with a lone dot) is not passed on, so the server never takes that message.
import net from "node:net";

export interface SmtpDropProxy {
  /** `smtp://127.0.0.1:<port>?tls=off`: the URL to give the client. */
  url: string;
  /** While true, each message's connection is cut as the message ends. */
  dropping: boolean;
  /** Connections cut so far. */
  dropped: number;
  close(): Promise<void>;
}

const END_OF_DATA = "\r\n.\r\n";

export async function startSmtpDropProxy(upstreamPort: number): Promise<SmtpDropProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: SmtpDropProxy = { url: "", dropping: false, dropped: 0, close: async () => undefined };
  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    let inData = false;
    let tail = "";
    client.on("data", (chunk: Buffer) => {
      const text = tail + chunk.toString("latin1");
      if (!inData && /(^|\r\n)DATA\r\n/i.test(text)) inData = true;
      if (proxy.dropping && inData && text.includes(END_OF_DATA)) {
        proxy.dropped += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      tail = text.slice(-8);
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}?tls=off`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
