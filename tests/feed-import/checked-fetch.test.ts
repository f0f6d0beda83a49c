// The importer's downloads connect only to public hosts, or to hosts IMPORT_ALLOW_HOSTS opens. Every request in
// this file goes to 127.0.0.1: internal addresses come from an injected resolver, and the connection attempts
// are recorded, so a refusal is shown to happen before anything is connected.
import net from "node:net";
import { parseAllowHosts } from "../../src/lib/feed-import/allow-hosts";
import { checkedHttp } from "../../src/lib/feed-import/checked-http";
import { fetchLimited, type LimitedFetchResult } from "../../src/lib/feed-import/fetch-limited";
import { hostPolicy, type ConnectTarget, type HostPolicy } from "../../src/lib/feed-import/host-policy";
import { machineAddresses } from "../../src/lib/feed-import/machine-addresses";
import { startLoopbackServer, type LoopbackServer } from "./loopback-server";
import { jpegBytes } from "./support";

let a: LoopbackServer;
let b: LoopbackServer;

beforeEach(async () => {
  [a, b] = await Promise.all([startLoopbackServer(), startLoopbackServer()]);
});
afterEach(() => Promise.all([a.close(), b.close()]));

const RULE = (range: string) =>
  `the import fetches from public hosts only, not from ${range}; IMPORT_ALLOW_HOSTS opens a host on the dealership's own network`;
const LOOPBACK = "127.0.0.0/8 (Loopback, RFC 1122)";
const hostOf = (server: LoopbackServer) => new URL(server.origin).host;
const allow = (...entries: string[]) => parseAllowHosts(entries.join(",")).hosts;

/** Names the injected resolver knows; a test never connects to any address it gives but 127.0.0.1. */
const NAMES: Record<string, string[]> = {
  "dms.test": ["10.0.0.5"],
  "metadata.test": ["169.254.169.254"],
  "mixed.test": ["93.184.216.34", "192.168.1.4"],
  "mapped.test": ["::ffff:127.0.0.1"],
  "photos.test": ["127.0.0.1"],
  // Special-purpose blocks that are not globally reachable, and a public address of this machine (OWN).
  "docs.test": ["192.0.2.10"],
  "bench.test": ["198.18.0.5"],
  "ietf.test": ["192.0.0.100"],
  "docs6.test": ["93.184.216.34", "2001:db8::5"],
  "siit.test": ["::ffff:0:a00:5"],
  "nat64-local.test": ["64:ff9b:1::a00:5"],
  "self.test": ["93.184.216.40"],
};
const OWN = [{ address: "93.184.216.40", interface: "eth0" }];

interface Recorded {
  policy: Partial<HostPolicy>;
  lookups: string[];
  attempts: ConnectTarget[];
}

/** A resolver answering from NAMES, and a connection that records every attempt and refuses to open. */
function recorded(extra: Partial<HostPolicy> = {}): Recorded {
  const lookups: string[] = [];
  const attempts: ConnectTarget[] = [];
  return {
    lookups,
    attempts,
    policy: {
      resolve: async (host) => {
        lookups.push(host);
        return NAMES[host] ?? [];
      },
      connect: (target) => {
        attempts.push(target);
        throw new Error("a test connects nowhere but to its loopback servers");
      },
      ...extra,
    },
  };
}

async function get(url: string, policy: Partial<HostPolicy>, accept?: string): Promise<LimitedFetchResult> {
  const http = checkedHttp(hostPolicy(policy));
  try {
    return await fetchLimited(url, { http, timeoutMs: 5_000, maxBytes: 1024 * 1024, accept });
  } finally {
    http.close();
  }
}

describe("hosts the importer refuses", () => {
  it("a loopback address, unless IMPORT_ALLOW_HOSTS opens it: refused before connecting", async () => {
    expect(await get(`${a.origin}/photo.jpg`, {})).toEqual({
      status: "refused",
      reason: `is on 127.0.0.1: ${RULE(LOOPBACK)}`,
    });
    expect(await get(`http://localhost:${new URL(a.origin).port}/photo.jpg`, {})).toEqual({
      status: "refused",
      reason: `is on localhost: ${RULE("localhost (this machine's own name, RFC 6761)")}`,
    });
    expect(a.connections()).toBe(0);
    expect(await get(`${a.origin}/photo.jpg`, { allowHosts: allow(hostOf(a)) })).toMatchObject({
      status: "ok",
      bytes: jpegBytes(7),
    });
    expect(a.connections()).toBe(1);
  });

  it("host:port opens that port only; a host opens all of them", async () => {
    expect(await get(`${b.origin}/photo.jpg`, { allowHosts: allow(hostOf(a)) })).toMatchObject({
      status: "refused",
    });
    expect(b.connections()).toBe(0);
    expect(await get(`${b.origin}/photo.jpg`, { allowHosts: allow("127.0.0.1") })).toMatchObject({ status: "ok" });
  });

  it.each([
    ["dms.test", "10.0.0.5", "10.0.0.0/8 (Private-Use, RFC 1918)"],
    ["metadata.test", "169.254.169.254", "169.254.0.0/16 (Link Local, RFC 3927)"],
    ["mixed.test", "192.168.1.4", "192.168.0.0/16 (Private-Use, RFC 1918)"],
    [
      "mapped.test",
      "::ffff:127.0.0.1",
      `${LOOPBACK}, written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)`,
    ],
    ["docs.test", "192.0.2.10", "192.0.2.0/24 (Documentation (TEST-NET-1), RFC 5737)"],
    ["bench.test", "198.18.0.5", "198.18.0.0/15 (Benchmarking, RFC 2544)"],
    ["ietf.test", "192.0.0.100", "192.0.0.0/24 (IETF Protocol Assignments, RFC 6890)"],
    ["docs6.test", "2001:db8::5", "2001:db8::/32 (Documentation, RFC 3849)"],
    ["siit.test", "::ffff:0:a00:5", "::ffff:0:0:0/96 (IPv4-translated Address (SIIT), RFC 2765)"],
    ["nat64-local.test", "64:ff9b:1::a00:5", "64:ff9b:1::/48 (IPv4-IPv6 Translat., RFC 8215)"],
    ["self.test", "93.184.216.40", "93.184.216.40 (this machine's own address, network interface eth0)"],
  ])(
    "a name that resolves to an address that is not public (%s -> %s): refused before connecting",
    async (host, address, range) => {
      const { policy, lookups, attempts } = recorded({ ownAddresses: OWN });
      expect(await get(`http://${host}/latest/meta-data/`, policy)).toEqual({
        status: "refused",
        reason: `is on ${host}, which resolves to ${address}: ${RULE(range)}`,
      });
      expect(lookups).toEqual([host]);
      expect(attempts).toEqual([]);
    },
  );

  it("an IP address is checked as written, without a lookup", async () => {
    const { policy, lookups, attempts } = recorded({ ownAddresses: OWN });
    expect(await get("http://[fe80::1]/a.jpg", policy)).toMatchObject({ status: "refused" });
    expect(await get("http://100.64.0.1/a.jpg", policy)).toMatchObject({ status: "refused" });
    expect(await get("http://198.18.0.5/a.jpg", policy)).toMatchObject({ status: "refused" });
    expect(await get("http://[2001:db8::5]/a.jpg", policy)).toMatchObject({ status: "refused" });
    expect(await get("http://93.184.216.40/a.jpg", policy)).toMatchObject({ status: "refused" });
    expect([lookups, attempts]).toEqual([[], []]);
  });

  it("every address of this machine's network interfaces, read by default: refused before connecting", async () => {
    const addresses = machineAddresses().map((entry) => entry.address);
    expect(addresses).toContain("127.0.0.1");
    // Not injected: the policy reads the interfaces itself.
    const { policy, attempts } = recorded();
    for (const address of addresses) {
      const result = await get("http://self.test/a.jpg", { ...policy, resolve: async () => [address] });
      expect(result, address).toMatchObject({ status: "refused" });
    }
    expect(attempts).toEqual([]);
  });

  it("a name that does not resolve is a failure, not a connection", async () => {
    const { policy, attempts } = recorded();
    expect(await get("http://nowhere.test/a.jpg", policy)).toMatchObject({ status: "failed" });
    expect(attempts).toEqual([]);
  });
});

describe("the checked address is the one connected to", () => {
  it("the host is resolved once, and the connection gets only the addresses checked", async () => {
    // A resolver that would answer differently the second time (DNS rebinding): there is no second time.
    const answers = [["93.184.216.34"], ["127.0.0.1"]];
    const lookups: string[] = [];
    const attempts: ConnectTarget[] = [];
    const port = Number(new URL(a.origin).port);
    const result = await get("http://cdn.test/photo.jpg", {
      resolve: async (host) => {
        lookups.push(host);
        return answers[lookups.length - 1];
      },
      // Recorded, then sent to the loopback server in place of the public address.
      connect: (target) => {
        attempts.push(target);
        return net.connect({ host: "127.0.0.1", port });
      },
    });
    expect(result).toMatchObject({ status: "ok", bytes: jpegBytes(7) });
    expect(lookups).toEqual(["cdn.test"]);
    expect(attempts).toEqual([{ host: "cdn.test", port: 80, addresses: ["93.184.216.34"], tls: false }]);
    expect(a.requests).toEqual([{ path: "/photo.jpg", host: "cdn.test" }]);
  });

  it("the default connection asks no one else: an allowed name reaches the address its lookup gave", async () => {
    const port = new URL(a.origin).port;
    const { policy } = recorded({ allowHosts: allow(`photos.test:${port}`) });
    const { connect: _recordOnly, ...withDefaultConnect } = policy;
    expect(await get(`http://photos.test:${port}/photo.jpg`, withDefaultConnect)).toMatchObject({ status: "ok" });
    expect(a.requests).toEqual([{ path: "/photo.jpg", host: `photos.test:${port}` }]);
  });

  it("connections to a host are kept and reused: each was checked when it was opened", async () => {
    const http = checkedHttp(hostPolicy({ allowHosts: allow(hostOf(a)) }));
    for (let n = 0; n < 3; n++)
      expect(await fetchLimited(`${a.origin}/photo.jpg`, { http, timeoutMs: 5_000, maxBytes: 1024 })).toMatchObject({
        status: "ok",
      });
    http.close();
    expect(a.connections()).toBe(1);
  });
});

describe("redirects, followed by hand", () => {
  it("to a host that is not allowed: refused, and that host sees no connection", async () => {
    const target = `${b.origin}/photo.jpg`;
    expect(await get(`${a.origin}/to?url=${encodeURIComponent(target)}`, { allowHosts: allow(hostOf(a)) })).toEqual({
      status: "refused",
      reason: `redirects to ${target}, and that is on 127.0.0.1: ${RULE(LOOPBACK)}`,
    });
    expect(a.requests.map((request) => request.path)).toEqual(["/to"]);
    expect(b.connections()).toBe(0);
  });

  it("to a name that resolves to a metadata address: refused before connecting to it", async () => {
    const { policy, attempts } = recorded({ allowHosts: allow(hostOf(a)) });
    const port = Number(new URL(a.origin).port);
    // Only the allowed loopback server is connected to; the redirect target never is.
    policy.connect = (connectTo) => {
      attempts.push(connectTo);
      return net.connect({ host: "127.0.0.1", port });
    };
    const target = "http://metadata.test/latest/meta-data/iam/security-credentials/";
    expect(await get(`${a.origin}/to?url=${encodeURIComponent(target)}`, policy)).toEqual({
      status: "refused",
      reason: `redirects to ${target}, and that is on metadata.test, which resolves to 169.254.169.254: ${RULE("169.254.0.0/16 (Link Local, RFC 3927)")}`,
    });
    expect(attempts.map((attempt) => attempt.host)).toEqual(["127.0.0.1"]);
  });

  it("between two allowed hosts: followed, each hop on its own connection", async () => {
    const target = `${b.origin}/photo.jpg`;
    const result = await get(`${a.origin}/to?url=${encodeURIComponent(target)}`, {
      allowHosts: allow(hostOf(a), hostOf(b)),
    });
    expect(result).toMatchObject({ status: "ok", bytes: jpegBytes(7) });
    expect([a.connections(), b.connections()]).toEqual([1, 1]);
  });

  it("at most 3", async () => {
    const policy = { allowHosts: allow(hostOf(a)) };
    expect(await get(`${a.origin}/hops/3`, policy)).toMatchObject({ status: "ok" });
    a.requests.length = 0;
    expect(await get(`${a.origin}/hops/4`, policy)).toEqual({
      status: "failed",
      reason: "redirects more than 3 times",
    });
    expect(a.requests.map((request) => request.path)).toEqual(["/hops/4", "/hops/3", "/hops/2", "/hops/1"]);
  });

  it("to anything but http(s): refused", async () => {
    expect(
      await get(`${a.origin}/to?url=${encodeURIComponent("file:///etc/passwd")}`, { allowHosts: allow(hostOf(a)) }),
    ).toEqual({ status: "refused", reason: "redirects to file:///etc/passwd, which is not an http(s) URL" });
  });
});
