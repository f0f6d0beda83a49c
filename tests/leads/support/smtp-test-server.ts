// A real SMTP server on loopback (smtp-server) that keeps every message it accepts, or refuses them all.
// It offers STARTTLS (with the test certificate in smtp-tls/) only when asked, and records whether the
// password and each message arrived encrypted.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** True when the message travelled inside TLS (after STARTTLS). */
  secure: boolean;
}

export interface ReceivedAuth {
  username: string;
  password: string;
  secure: boolean;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: no TLS setting, so the lead function requires STARTTLS. */
  url: string;
  /** The same server with TLS explicitly off (`?tls=off`), as for a relay on the same machine. */
  plainUrl: string;
  messages: ReceivedMail[];
  auths: ReceivedAuth[];
  /** Every MAIL FROM the server saw, accepted or not: proof of whether a lead's envelope was sent. */
  mailFromCommands: number;
  /** When true, every message is refused with a 451 (temporary failure). */
  refuse: boolean;
  /** Recipients refused at RCPT TO with a 550 (the address does not exist). */
  rejectRecipients: Set<string>;
  /** How long the server takes to accept a message, as a relay across the internet does (0: at once). */
  acceptDelayMs: number;
  close(): Promise<void>;
}

// __dirname, not import.meta: Playwright's e2e specs load this file as CommonJS (e2e/leads-stores.spec.ts).
const TLS_DIR = path.join(__dirname, "smtp-tls");
/** The certificate the server presents with STARTTLS, for clients to trust (`tls.ca`). */
export const TEST_SMTP_CA = fs.readFileSync(path.join(TLS_DIR, "cert.pem"), "utf8");

export async function startSmtpServer({ starttls = false }: { starttls?: boolean } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: "",
    plainUrl: "",
    messages: [],
    auths: [],
    mailFromCommands: 0,
    refuse: false,
    rejectRecipients: new Set(),
    acceptDelayMs: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    // Accept AUTH without TLS too: the tests must see a client that sends its password in clear text.
    allowInsecureAuth: true,
    ...(starttls
      ? { key: fs.readFileSync(path.join(TLS_DIR, "key.pem")), cert: fs.readFileSync(path.join(TLS_DIR, "cert.pem")) }
      : { disabledCommands: ["STARTTLS"] }),
    logger: false,
    onAuth(auth, session, callback) {
      state.auths.push({
        username: auth.username ?? "",
        password: auth.password ?? "",
        secure: Boolean(session.secure),
      });
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, _session, callback) {
      state.mailFromCommands += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.rejectRecipients.has(address.address)) {
        callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuse) {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          state.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
            secure: Boolean(session.secure),
          });
          callback();
        };
        if (state.acceptDelayMs > 0) setTimeout(accept, state.acceptDelayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.plainUrl = `${state.url}?tls=off`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
