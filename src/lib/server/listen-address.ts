// Where `npm run serve:prod` listens: PORT and HOST from the environment, 127.0.0.1:9000 by default (loopback,
// because a reverse proxy on the same machine terminates TLS; HOST=0.0.0.0 or :: opens it to the network).
import { setting, type Env } from "../settings/setting";

export interface ListenAddress {
  host: string;
  port: number;
}

const DEFAULT_LISTEN: ListenAddress = { host: "127.0.0.1", port: 9000 };

/** The address to listen on; an Error naming the variable when PORT is not a port number. */
export function listenAddress(env: Env): ListenAddress {
  const host = setting(env, "HOST")?.trim() || DEFAULT_LISTEN.host;
  const rawPort = setting(env, "PORT")?.trim();
  if (!rawPort) return { host, port: DEFAULT_LISTEN.port };
  const port = Number(rawPort);
  // 0 asks the system for a free port (the tests use it).
  if (!/^\d+$/.test(rawPort) || port > 65535)
    throw new Error(`PORT must be a port number (0 to 65535), got "${rawPort}"`);
  return { host, port };
}

/** `http://127.0.0.1:9000`, with IPv6 addresses in brackets. */
export function listenUrl({ host, port }: ListenAddress): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
