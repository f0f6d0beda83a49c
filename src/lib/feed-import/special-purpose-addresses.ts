// The address blocks the importer judges, as data: IANA's IPv4 and IPv6 Special-Purpose Address Registries row
// by row (RFC 6890, RFC 8190), then the blocks those registries leave to others. The most specific block an
// address falls in decides (public-address.ts): 192.0.0.9 is in 192.0.0.0/24, not globally reachable, and in
// 192.0.0.9/32, which is.

export interface AddressBlock {
  /** CIDR. */
  block: string;
  /** The registry's name for it. */
  name: string;
  /** The RFC that set it aside. */
  rfc: string;
  /** The registry's "Globally Reachable"; "n/a" where it gives none (deprecated blocks, Teredo, 6to4). */
  globallyReachable: boolean | "n/a";
  /**
   * Where an IPv4 address sits in an address of this block, in bits from the left: such an address reaches that
   * IPv4 address, so it is judged as that address.
   */
  ipv4At?: number;
}

/** IANA IPv4 Special-Purpose Address Registry. */
export const IPV4_SPECIAL_PURPOSE: readonly AddressBlock[] = [
  // 0.0.0.0 reaches the local machine on Linux.
  { block: "0.0.0.0/8", name: '"This network"', rfc: "RFC 791", globallyReachable: false },
  { block: "0.0.0.0/32", name: '"This host on this network"', rfc: "RFC 1122", globallyReachable: false },
  { block: "10.0.0.0/8", name: "Private-Use", rfc: "RFC 1918", globallyReachable: false },
  { block: "100.64.0.0/10", name: "Shared Address Space", rfc: "RFC 6598", globallyReachable: false },
  { block: "127.0.0.0/8", name: "Loopback", rfc: "RFC 1122", globallyReachable: false },
  { block: "169.254.0.0/16", name: "Link Local", rfc: "RFC 3927", globallyReachable: false },
  { block: "172.16.0.0/12", name: "Private-Use", rfc: "RFC 1918", globallyReachable: false },
  { block: "192.0.0.0/24", name: "IETF Protocol Assignments", rfc: "RFC 6890", globallyReachable: false },
  { block: "192.0.0.0/29", name: "IPv4 Service Continuity Prefix", rfc: "RFC 7335", globallyReachable: false },
  { block: "192.0.0.8/32", name: "IPv4 dummy address", rfc: "RFC 7600", globallyReachable: false },
  { block: "192.0.0.9/32", name: "Port Control Protocol Anycast", rfc: "RFC 7723", globallyReachable: true },
  {
    block: "192.0.0.10/32",
    name: "Traversal Using Relays around NAT Anycast",
    rfc: "RFC 8155",
    globallyReachable: true,
  },
  { block: "192.0.0.170/32", name: "NAT64/DNS64 Discovery", rfc: "RFC 8880", globallyReachable: false },
  { block: "192.0.0.171/32", name: "NAT64/DNS64 Discovery", rfc: "RFC 8880", globallyReachable: false },
  { block: "192.0.2.0/24", name: "Documentation (TEST-NET-1)", rfc: "RFC 5737", globallyReachable: false },
  { block: "192.31.196.0/24", name: "AS112-v4", rfc: "RFC 7535", globallyReachable: true },
  { block: "192.52.193.0/24", name: "AMT", rfc: "RFC 7450", globallyReachable: true },
  { block: "192.88.99.0/24", name: "Deprecated (6to4 Relay Anycast)", rfc: "RFC 7526", globallyReachable: "n/a" },
  { block: "192.88.99.2/32", name: "6a44-relay anycast address", rfc: "RFC 6751", globallyReachable: false },
  { block: "192.168.0.0/16", name: "Private-Use", rfc: "RFC 1918", globallyReachable: false },
  { block: "192.175.48.0/24", name: "Direct Delegation AS112 Service", rfc: "RFC 7534", globallyReachable: true },
  { block: "198.18.0.0/15", name: "Benchmarking", rfc: "RFC 2544", globallyReachable: false },
  { block: "198.51.100.0/24", name: "Documentation (TEST-NET-2)", rfc: "RFC 5737", globallyReachable: false },
  { block: "203.0.113.0/24", name: "Documentation (TEST-NET-3)", rfc: "RFC 5737", globallyReachable: false },
  { block: "240.0.0.0/4", name: "Reserved", rfc: "RFC 1112", globallyReachable: false },
  { block: "255.255.255.255/32", name: "Limited Broadcast", rfc: "RFC 8190", globallyReachable: false },
];

/** IANA IPv6 Special-Purpose Address Registry. */
export const IPV6_SPECIAL_PURPOSE: readonly AddressBlock[] = [
  { block: "::1/128", name: "Loopback Address", rfc: "RFC 4291", globallyReachable: false },
  { block: "::/128", name: "Unspecified Address", rfc: "RFC 4291", globallyReachable: false },
  // A dual-stack socket connects to the IPv4 address itself.
  { block: "::ffff:0:0/96", name: "IPv4-mapped Address", rfc: "RFC 4291", globallyReachable: false, ipv4At: 96 },
  // The well-known NAT64 prefix: a translator connects to the IPv4 address.
  { block: "64:ff9b::/96", name: "IPv4-IPv6 Translat.", rfc: "RFC 6052", globallyReachable: true, ipv4At: 96 },
  { block: "64:ff9b:1::/48", name: "IPv4-IPv6 Translat.", rfc: "RFC 8215", globallyReachable: false },
  { block: "100::/64", name: "Discard-Only Address Block", rfc: "RFC 6666", globallyReachable: false },
  { block: "100:0:0:1::/64", name: "Dummy IPv6 Prefix", rfc: "RFC 9780", globallyReachable: false },
  { block: "2001::/23", name: "IETF Protocol Assignments", rfc: "RFC 2928", globallyReachable: false },
  // The client's IPv4 address is hidden in it (inverted), behind a relay: refused, not judged.
  { block: "2001::/32", name: "TEREDO", rfc: "RFC 4380", globallyReachable: "n/a" },
  { block: "2001:1::1/128", name: "Port Control Protocol Anycast", rfc: "RFC 7723", globallyReachable: true },
  {
    block: "2001:1::2/128",
    name: "Traversal Using Relays around NAT Anycast",
    rfc: "RFC 8155",
    globallyReachable: true,
  },
  {
    block: "2001:1::3/128",
    name: "DNS-SD Service Registration Protocol Anycast",
    rfc: "RFC 9665",
    globallyReachable: true,
  },
  { block: "2001:2::/48", name: "Benchmarking", rfc: "RFC 5180", globallyReachable: false },
  { block: "2001:3::/32", name: "AMT", rfc: "RFC 7450", globallyReachable: true },
  { block: "2001:4:112::/48", name: "AS112-v6", rfc: "RFC 7535", globallyReachable: true },
  { block: "2001:10::/28", name: "Deprecated (previously ORCHID)", rfc: "RFC 4843", globallyReachable: "n/a" },
  { block: "2001:20::/28", name: "ORCHIDv2", rfc: "RFC 7343", globallyReachable: true },
  {
    block: "2001:30::/28",
    name: "Drone Remote ID Protocol Entity Tags (DETs) Prefix",
    rfc: "RFC 9374",
    globallyReachable: true,
  },
  { block: "2001:db8::/32", name: "Documentation", rfc: "RFC 3849", globallyReachable: false },
  // Relayed to the IPv4 address in bits 16-47.
  { block: "2002::/16", name: "6to4", rfc: "RFC 3056", globallyReachable: "n/a", ipv4At: 16 },
  { block: "2620:4f:8000::/48", name: "Direct Delegation AS112 Service", rfc: "RFC 7534", globallyReachable: true },
  { block: "3fff::/20", name: "Documentation", rfc: "RFC 9637", globallyReachable: false },
  { block: "5f00::/16", name: "Segment Routing (SRv6) SIDs", rfc: "RFC 9602", globallyReachable: false },
  { block: "fc00::/7", name: "Unique-Local", rfc: "RFC 4193", globallyReachable: false },
  { block: "fe80::/10", name: "Link-Local Unicast", rfc: "RFC 4291", globallyReachable: false },
];

/**
 * Blocks those two registries leave to others, none of them public: multicast (IANA's multicast registries), the
 * deprecated IPv6 forms, and what IANA's IPv6 Address Space registry keeps "Reserved by IETF" (all of IPv6 but the
 * global unicast space 2000::/3, fc00::/7, fe80::/10 and ff00::/8; the more specific blocks above still decide).
 */
export const OTHER_NON_PUBLIC: readonly AddressBlock[] = [
  { block: "224.0.0.0/4", name: "Multicast", rfc: "RFC 5771", globallyReachable: false },
  { block: "ff00::/8", name: "Multicast", rfc: "RFC 4291", globallyReachable: false },
  { block: "fec0::/10", name: "Site-Local (deprecated)", rfc: "RFC 3879", globallyReachable: false },
  { block: "::/96", name: "IPv4-compatible Address (deprecated)", rfc: "RFC 4291", globallyReachable: false },
  // SIIT's ::ffff:0:a.b.c.d means something only inside a translator's own network.
  { block: "::ffff:0:0:0/96", name: "IPv4-translated Address (SIIT)", rfc: "RFC 2765", globallyReachable: false },
  ...[
    "::/8",
    "100::/8",
    "400::/6",
    "800::/5",
    "1000::/4",
    "4000::/3",
    "6000::/3",
    "8000::/3",
    "a000::/3",
    "c000::/3",
    "e000::/4",
    "f000::/5",
    "f800::/6",
    "fe00::/9",
  ].map((block) => ({ block, name: "Reserved by IETF", rfc: "RFC 4291", globallyReachable: false })),
  { block: "200::/7", name: "Reserved by IETF", rfc: "RFC 4048", globallyReachable: false },
];
