// Which addresses the importer refuses to connect to, and how IMPORT_ALLOW_HOSTS is read. Pure: no address
// here is ever connected to.
import { isAllowedHost, parseAllowHosts } from "../../src/lib/feed-import/allow-hosts";
import { refusalWithoutLookup } from "../../src/lib/feed-import/host-policy";
import { describeRange, nonPublicRange } from "../../src/lib/feed-import/public-address";
import {
  IPV4_SPECIAL_PURPOSE,
  IPV6_SPECIAL_PURPOSE,
  OTHER_NON_PUBLIC,
} from "../../src/lib/feed-import/special-purpose-addresses";

const refused = (address: string) => {
  const range = nonPublicRange(address);
  return range && describeRange(range);
};

describe("nonPublicRange", () => {
  it.each([
    ["127.0.0.1", "127.0.0.0/8 (Loopback, RFC 1122)"],
    ["127.255.0.9", "127.0.0.0/8 (Loopback, RFC 1122)"],
    ["::1", "::1/128 (Loopback Address, RFC 4291)"],
    ["0.0.0.0", '0.0.0.0/32 ("This host on this network", RFC 1122)'],
    ["0.1.2.3", '0.0.0.0/8 ("This network", RFC 791)'],
    ["::", "::/128 (Unspecified Address, RFC 4291)"],
    ["10.0.0.5", "10.0.0.0/8 (Private-Use, RFC 1918)"],
    ["172.16.0.1", "172.16.0.0/12 (Private-Use, RFC 1918)"],
    ["172.31.255.255", "172.16.0.0/12 (Private-Use, RFC 1918)"],
    ["192.168.1.20", "192.168.0.0/16 (Private-Use, RFC 1918)"],
    ["169.254.169.254", "169.254.0.0/16 (Link Local, RFC 3927)"],
    ["fe80::1", "fe80::/10 (Link-Local Unicast, RFC 4291)"],
    ["fe80::1%eth0", "fe80::/10 (Link-Local Unicast, RFC 4291)"],
    ["100.64.0.1", "100.64.0.0/10 (Shared Address Space, RFC 6598)"],
    ["100.127.255.255", "100.64.0.0/10 (Shared Address Space, RFC 6598)"],
    ["fc00::1", "fc00::/7 (Unique-Local, RFC 4193)"],
    ["fd12:3456::1", "fc00::/7 (Unique-Local, RFC 4193)"],
    ["224.0.0.1", "224.0.0.0/4 (Multicast, RFC 5771)"],
    ["ff02::1", "ff00::/8 (Multicast, RFC 4291)"],
    ["255.255.255.255", "255.255.255.255/32 (Limited Broadcast, RFC 8190)"],
    ["240.0.0.1", "240.0.0.0/4 (Reserved, RFC 1112)"],
    // The special-purpose blocks the importer used to take for public.
    ["192.0.2.10", "192.0.2.0/24 (Documentation (TEST-NET-1), RFC 5737)"],
    ["198.51.100.7", "198.51.100.0/24 (Documentation (TEST-NET-2), RFC 5737)"],
    ["203.0.113.7", "203.0.113.0/24 (Documentation (TEST-NET-3), RFC 5737)"],
    ["198.18.0.5", "198.18.0.0/15 (Benchmarking, RFC 2544)"],
    ["198.19.255.255", "198.18.0.0/15 (Benchmarking, RFC 2544)"],
    ["192.0.0.100", "192.0.0.0/24 (IETF Protocol Assignments, RFC 6890)"],
    ["192.0.0.1", "192.0.0.0/29 (IPv4 Service Continuity Prefix, RFC 7335)"],
    ["192.0.0.170", "192.0.0.170/32 (NAT64/DNS64 Discovery, RFC 8880)"],
    ["192.88.99.1", "192.88.99.0/24 (Deprecated (6to4 Relay Anycast), RFC 7526)"],
    ["192.88.99.2", "192.88.99.2/32 (6a44-relay anycast address, RFC 6751)"],
    ["2001:db8::5", "2001:db8::/32 (Documentation, RFC 3849)"],
    ["3fff::1", "3fff::/20 (Documentation, RFC 9637)"],
    ["::ffff:0:7f00:1", "::ffff:0:0:0/96 (IPv4-translated Address (SIIT), RFC 2765)"],
    ["::ffff:0:808:808", "::ffff:0:0:0/96 (IPv4-translated Address (SIIT), RFC 2765)"],
    ["64:ff9b:1::a00:5", "64:ff9b:1::/48 (IPv4-IPv6 Translat., RFC 8215)"],
    ["64:ff9b:1::808:808", "64:ff9b:1::/48 (IPv4-IPv6 Translat., RFC 8215)"],
    ["100::1", "100::/64 (Discard-Only Address Block, RFC 6666)"],
    ["100:0:0:1::1", "100:0:0:1::/64 (Dummy IPv6 Prefix, RFC 9780)"],
    ["2001::1", "2001::/32 (TEREDO, RFC 4380)"],
    ["2001:2::1", "2001:2::/48 (Benchmarking, RFC 5180)"],
    ["2001:10::1", "2001:10::/28 (Deprecated (previously ORCHID), RFC 4843)"],
    ["2001:100::1", "2001::/23 (IETF Protocol Assignments, RFC 2928)"],
    ["5f00::1", "5f00::/16 (Segment Routing (SRv6) SIDs, RFC 9602)"],
    ["fec0::1", "fec0::/10 (Site-Local (deprecated), RFC 3879)"],
    ["::7f00:1", "::/96 (IPv4-compatible Address (deprecated), RFC 4291)"],
    ["4000::1", "4000::/3 (Reserved by IETF, RFC 4291)"],
    ["200::1", "200::/7 (Reserved by IETF, RFC 4048)"],
    // IPv4 written as IPv6 is judged as the IPv4 address it is.
    [
      "::ffff:127.0.0.1",
      "127.0.0.0/8 (Loopback, RFC 1122), written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)",
    ],
    [
      "::ffff:7f00:1",
      "127.0.0.0/8 (Loopback, RFC 1122), written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)",
    ],
    [
      "::ffff:a9fe:a9fe",
      "169.254.0.0/16 (Link Local, RFC 3927), written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)",
    ],
    [
      "::ffff:192.0.2.1",
      "192.0.2.0/24 (Documentation (TEST-NET-1), RFC 5737), written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)",
    ],
    [
      "64:ff9b::10.0.0.5",
      "10.0.0.0/8 (Private-Use, RFC 1918), written as IPv6 in 64:ff9b::/96 (IPv4-IPv6 Translat., RFC 6052)",
    ],
    [
      "64:ff9b::198.18.0.1",
      "198.18.0.0/15 (Benchmarking, RFC 2544), written as IPv6 in 64:ff9b::/96 (IPv4-IPv6 Translat., RFC 6052)",
    ],
    ["2002:c0a8:0101::1", "192.168.0.0/16 (Private-Use, RFC 1918), written as IPv6 in 2002::/16 (6to4, RFC 3056)"],
    ["not-an-address", "not-an-address (not an IP address, unreadable)"],
  ])("%s is in %s", (address, range) => {
    expect(refused(address)).toBe(range);
  });

  it.each([
    "93.184.216.34",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "198.17.255.255",
    "198.20.0.0",
    "192.0.3.0",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
    // Globally reachable blocks inside blocks that are not.
    "192.0.0.9",
    "192.0.0.10",
    "2001:1::1",
    "2001:1::3",
    "2001:3::1",
    "2001:20::1",
  ])("%s is public", (address) => {
    expect(nonPublicRange(address)).toBeUndefined();
  });

  /** The last address but one of a block (its only one for a single address): no more specific row holds it. */
  const probeAddress = (block: string) => {
    const [network, prefix] = block.split("/");
    if (network.includes(":")) {
      const url = new URL(`http://[${network}]/`).hostname.slice(1, -1);
      const [head, tail = ""] = url.split("::");
      const groups = (part: string) => (part ? part.split(":") : []);
      const filled = [
        ...groups(head),
        ...Array(8 - groups(head).length - groups(tail).length).fill("0"),
        ...groups(tail),
      ];
      const value = filled.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
      const last = prefix === "128" ? value : (value | ((1n << BigInt(128 - Number(prefix))) - 1n)) - 1n;
      return Array.from({ length: 8 }, (_, index) => ((last >> BigInt(112 - 16 * index)) & 0xffffn).toString(16)).join(
        ":",
      );
    }
    const value = network.split(".").reduce((sum, part) => (sum << 8n) | BigInt(part), 0n);
    const last = prefix === "32" ? value : (value | ((1n << BigInt(32 - Number(prefix))) - 1n)) - 1n;
    return Array.from({ length: 4 }, (_, index) => String((last >> BigInt(24 - 8 * index)) & 0xffn)).join(".");
  };
  const rows = [...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE, ...OTHER_NON_PUBLIC].filter(
    (row) => row.ipv4At === undefined,
  );

  it.each(rows.filter((row) => row.globallyReachable !== true).map((row) => [row.block, row] as const))(
    "refuses an address of %s, naming that row",
    (_block, row) => {
      expect(nonPublicRange(probeAddress(row.block))).toEqual({ range: row.block, name: row.name, source: row.rfc });
    },
  );

  it.each(rows.filter((row) => row.globallyReachable === true).map((row) => [row.block, row] as const))(
    "leaves an address of %s public (globally reachable)",
    (_block, row) => {
      expect(nonPublicRange(probeAddress(row.block))).toBeUndefined();
    },
  );
});

describe("this machine's own addresses", () => {
  const own = [
    { address: "93.184.216.34", interface: "eth0" },
    { address: "2606:4700::1111", interface: "eth1" },
  ];

  it("are refused although public, naming the interface, however they are written", () => {
    expect(nonPublicRange("93.184.216.34", own)).toEqual({
      range: "93.184.216.34",
      name: "this machine's own address",
      source: "network interface eth0",
    });
    expect(describeRange(nonPublicRange("::ffff:93.184.216.34", own)!)).toBe(
      "93.184.216.34 (this machine's own address, network interface eth0), written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)",
    );
    expect(nonPublicRange("2606:4700:0:0:0:0:0:1111", own)).toMatchObject({ source: "network interface eth1" });
    expect(nonPublicRange("93.184.216.35", own)).toBeUndefined();
  });

  it("a special-purpose address of the machine is named by its block", () => {
    expect(nonPublicRange("127.0.0.1", [{ address: "127.0.0.1", interface: "lo" }])).toMatchObject({
      range: "127.0.0.0/8",
    });
  });
});

describe("IMPORT_ALLOW_HOSTS", () => {
  it("reads host names, host:port and IPv6 addresses, in lower case", () => {
    expect(parseAllowHosts(" DMS.local , 192.168.1.20:8080,[fd00::5]:443, ::1,,127.0.0.1:80 ")).toEqual({
      hosts: [
        { host: "dms.local", port: undefined },
        { host: "192.168.1.20", port: 8080 },
        { host: "fd00::5", port: 443 },
        { host: "::1", port: undefined },
        { host: "127.0.0.1", port: 80 },
      ],
      problems: [],
    });
    expect(parseAllowHosts(undefined)).toEqual({ hosts: [], problems: [] });
  });

  it("names each entry that is not a host or host:port", () => {
    expect(parseAllowHosts("http://dms.local,dms.local/feeds,a b,dms:99999,user@dms").problems).toEqual([
      'IMPORT_ALLOW_HOSTS: "http://dms.local" is not a host name or host:port',
      'IMPORT_ALLOW_HOSTS: "dms.local/feeds" is not a host name or host:port',
      'IMPORT_ALLOW_HOSTS: "a b" is not a host name or host:port',
      'IMPORT_ALLOW_HOSTS: "dms:99999" is not a host name or host:port',
      'IMPORT_ALLOW_HOSTS: "user@dms" is not a host name or host:port',
    ]);
  });

  it("a host opens every port of it, host:port only that port, whatever the case", () => {
    const { hosts } = parseAllowHosts("dms.local,127.0.0.1:8080,[::1]:443");
    expect(isAllowedHost(new URL("http://DMS.local:9000/feed.csv"), hosts)).toBe(true);
    expect(isAllowedHost(new URL("http://127.0.0.1:8080/a.jpg"), hosts)).toBe(true);
    expect(isAllowedHost(new URL("http://127.0.0.1:8081/a.jpg"), hosts)).toBe(false);
    expect(isAllowedHost(new URL("http://127.0.0.1/a.jpg"), hosts)).toBe(false);
    expect(isAllowedHost(new URL("https://[::1]/a.jpg"), hosts)).toBe(true);
    expect(isAllowedHost(new URL("http://[::1]/a.jpg"), hosts)).toBe(false);
    expect(isAllowedHost(new URL("http://other.local/a.jpg"), hosts)).toBe(false);
  });
});

describe("refusalWithoutLookup", () => {
  const RULE = (range: string) =>
    `the import fetches from public hosts only, not from ${range}; IMPORT_ALLOW_HOSTS opens a host on the dealership's own network`;
  const LOOPBACK = RULE("127.0.0.0/8 (Loopback, RFC 1122)");
  const rules = { allowHosts: [], ownAddresses: [] };

  it("refuses internal IP addresses and localhost as written, before any lookup", () => {
    expect(refusalWithoutLookup(new URL("http://127.0.0.1:8080/a.jpg"), rules)).toBe(`is on 127.0.0.1: ${LOOPBACK}`);
    expect(refusalWithoutLookup(new URL("http://[::ffff:127.0.0.1]/a.jpg"), rules)).toBe(
      `is on ::ffff:7f00:1: ${RULE("127.0.0.0/8 (Loopback, RFC 1122), written as IPv6 in ::ffff:0:0/96 (IPv4-mapped Address, RFC 4291)")}`,
    );
    // URL reads 0x7f000001 and 2130706433 as 127.0.0.1, as a browser would.
    expect(refusalWithoutLookup(new URL("http://2130706433/a.jpg"), rules)).toBe(`is on 127.0.0.1: ${LOOPBACK}`);
    expect(refusalWithoutLookup(new URL("http://photos.localhost/a.jpg"), rules)).toBe(
      `is on photos.localhost: ${RULE("localhost (this machine's own name, RFC 6761)")}`,
    );
    expect(refusalWithoutLookup(new URL("http://169.254.169.254/latest/meta-data/"), rules)).toBe(
      `is on 169.254.169.254: ${RULE("169.254.0.0/16 (Link Local, RFC 3927)")}`,
    );
    expect(refusalWithoutLookup(new URL("http://[2001:db8::1]/a.jpg"), rules)).toBe(
      `is on 2001:db8::1: ${RULE("2001:db8::/32 (Documentation, RFC 3849)")}`,
    );
    const own = { allowHosts: [], ownAddresses: [{ address: "93.184.216.34", interface: "eth0" }] };
    expect(refusalWithoutLookup(new URL("http://93.184.216.34/a.jpg"), own)).toBe(
      `is on 93.184.216.34: ${RULE("93.184.216.34 (this machine's own address, network interface eth0)")}`,
    );
  });

  it("leaves host names to the lookup, and allowed hosts alone", () => {
    expect(refusalWithoutLookup(new URL("https://photos.example/a.jpg"), rules)).toBeUndefined();
    expect(
      refusalWithoutLookup(new URL("http://127.0.0.1:8080/a.jpg"), {
        allowHosts: [{ host: "127.0.0.1", port: 8080 }],
        ownAddresses: [],
      }),
    ).toBeUndefined();
  });
});
