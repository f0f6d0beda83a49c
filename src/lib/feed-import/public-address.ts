// Which addresses the importer may connect to: public ones only. A feed row or a photo host must not make the
// importer call the machine it runs on, the dealership's network or a cloud metadata service.
import { BlockList, isIP } from "node:net";

const NON_PUBLIC: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  // 0.0.0.0 reaches the local machine on Linux; 0/8 is "this network".
  unspecified: ["0.0.0.0/8", "::/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"],
  "link-local": ["169.254.0.0/16", "fe80::/10"],
  "carrier-grade NAT": ["100.64.0.0/10"],
  "unique-local": ["fc00::/7", "fec0::/10"],
  multicast: ["224.0.0.0/4", "ff00::/8"],
  // 240/4 (with the broadcast address) and the old IPv4-compatible IPv6 form route nowhere public.
  reserved: ["240.0.0.0/4", "::/96"],
};

const LISTS = Object.entries(NON_PUBLIC).map(([kind, ranges]) => {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split("/");
    list.addSubnet(address, Number(prefix), isIP(address) === 4 ? "ipv4" : "ipv6");
  }
  return [kind, list] as const;
});

/** The eight 16-bit groups of an IPv6 address. */
function hextets(address: string): number[] {
  // URL writes dotted quads in hex and compresses one run of zeros: only "::" is left to expand.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const groups = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [head, tail] = canonical.split("::");
  if (tail === undefined) return groups(head);
  const [left, right] = [groups(head), groups(tail)];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 address stands for: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4. */
function embeddedIpv4(address: string): string | undefined {
  const groups = hextets(address);
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return quad(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return quad(groups[6], groups[7]);
  if (groups[0] === 0x2002) return quad(groups[1], groups[2]);
  return undefined;
}

/** Why the importer must not connect to `address` ("loopback", "private", ...), or undefined for a public one. */
export function nonPublicKind(address: string): string | undefined {
  // A zone ("fe80::1%eth0") names the interface, not the address.
  const plain = address.replace(/%.*$/, "");
  const family = isIP(plain);
  if (family === 0) return "unreadable";
  const ipv4 = family === 6 ? embeddedIpv4(plain) : undefined;
  if (ipv4 !== undefined) return nonPublicKind(ipv4);
  return LISTS.find(([, list]) => list.check(plain, family === 4 ? "ipv4" : "ipv6"))?.[0];
}
