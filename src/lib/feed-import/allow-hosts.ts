// IMPORT_ALLOW_HOSTS: the hosts the importer may fetch from although they are not public (a DMS on the
// dealership's own network, the tests' servers on 127.0.0.1). `host` opens every port of it, `host:port` one.

export interface AllowedHost {
  /** As URL writes a host name: lower case, IPv6 without brackets. */
  host: string;
  /** Undefined: any port. */
  port?: number;
}

/** The URL's host as a name or a bare address (no IPv6 brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");
export const portOf = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));

/** A comma list: `dms.local, 192.168.1.20:8080, [fd00::5]:443`; names each entry that is not a host. */
export function parseAllowHosts(value: string | undefined): { hosts: AllowedHost[]; problems: string[] } {
  const hosts: AllowedHost[] = [];
  const problems: string[] = [];
  for (const entry of (value ?? "").split(",").map((part) => part.trim())) {
    if (!entry) continue;
    // A bare IPv6 address has colons but no port.
    const bareIpv6 = !entry.startsWith("[") && entry.split(":").length > 2;
    let url: URL | undefined;
    try {
      url = new URL(`http://${bareIpv6 ? `[${entry}]` : entry}/`);
    } catch {
      url = undefined;
    }
    if (!url || url.username || url.password || `${url.protocol}//${url.host}/` !== url.href) {
      problems.push(`IMPORT_ALLOW_HOSTS: "${entry}" is not a host name or host:port`);
      continue;
    }
    const hasPort = /\]:\d+$|^[^:[\]]+:\d+$/.test(entry);
    hosts.push({ host: hostOf(url), port: hasPort ? portOf(url) : undefined });
  }
  return { hosts, problems };
}

export function isAllowedHost(url: URL, allowed: readonly AllowedHost[]): boolean {
  const host = hostOf(url);
  const port = portOf(url);
  return allowed.some((entry) => entry.host === host && (entry.port === undefined || entry.port === port));
}
