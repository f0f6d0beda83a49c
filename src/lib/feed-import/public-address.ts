// Which addresses the importer may connect to: public ones only. A feed row or a photo host must not make the
// importer call the machine it runs on, the dealership's network or a cloud metadata service. "Public" is what
// IANA's special-purpose registries call globally reachable (special-purpose-addresses.ts), and not one of this
// machine's own addresses.
import { isIP } from "node:net";
import {
  IPV4_SPECIAL_PURPOSE,
  IPV6_SPECIAL_PURPOSE,
  OTHER_NON_PUBLIC,
  type AddressBlock,
} from "./special-purpose-addresses";

/** An address of one of this machine's network interfaces. */
export interface OwnAddress {
  address: string;
  /** The interface's name, like eth0. */
  interface: string;
}

/** Why an address is not public: the range it is in, its name and where that comes from. */
export interface NonPublicRange {
  /** A CIDR block, or the address itself for one of this machine's own. */
  range: string;
  name: string;
  /** The RFC, or the network interface. */
  source: string;
  /** The IPv6 block an IPv4 address was written in (IPv4-mapped, NAT64, 6to4). */
  writtenIn?: Omit<NonPublicRange, "writtenIn">;
}

interface Bits {
  family: 4 | 6;
  value: bigint;
}

const WIDTH = { 4: 32, 6: 128 } as const;

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

/** An IP address as a number; undefined for anything else. A zone ("fe80::1%eth0") names the interface only. */
function bitsOf(address: string): Bits | undefined {
  const plain = address.replace(/%.*$/, "");
  const family = isIP(plain);
  if (family === 4) return { family, value: plain.split(".").reduce((sum, part) => (sum << 8n) | BigInt(part), 0n) };
  if (family === 6) return { family, value: hextets(plain).reduce((sum, group) => (sum << 16n) | BigInt(group), 0n) };
  return undefined;
}

const BLOCKS = [...IPV4_SPECIAL_PURPOSE, ...IPV6_SPECIAL_PURPOSE, ...OTHER_NON_PUBLIC].map((row) => {
  const [address, prefix] = row.block.split("/");
  const bits = bitsOf(address);
  if (!bits) throw new Error(`special-purpose-addresses.ts: ${row.block} is not a block`);
  return { row, family: bits.family, prefix: Number(prefix), network: bits.value };
});

const inBlock = (bits: Bits, block: (typeof BLOCKS)[number]) => {
  if (block.family !== bits.family) return false;
  const shift = BigInt(WIDTH[bits.family] - block.prefix);
  return bits.value >> shift === block.network >> shift;
};

/** The most specific block `bits` is in, if any. */
function blockOf(bits: Bits): AddressBlock | undefined {
  let best: (typeof BLOCKS)[number] | undefined;
  for (const block of BLOCKS) if (inBlock(bits, block) && (!best || block.prefix > best.prefix)) best = block;
  return best?.row;
}

const described = (row: AddressBlock) => ({ range: row.block, name: row.name, source: row.rfc });

const ipv4Within = (bits: Bits, at: number): Bits => ({
  family: 4,
  value: (bits.value >> BigInt(WIDTH[6] - at - WIDTH[4])) & 0xffffffffn,
});

const sameAddress = (a: Bits, b: Bits) => a.family === b.family && a.value === b.value;

/** Why the importer must not connect to `address`, or undefined for a public one. */
export function nonPublicRange(address: string, ownAddresses: readonly OwnAddress[] = []): NonPublicRange | undefined {
  const bits = bitsOf(address);
  if (!bits) return { range: address, name: "not an IP address", source: "unreadable" };
  const row = blockOf(bits);
  // An IPv6 address that stands for an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged as that IPv4 address.
  if (row?.ipv4At !== undefined) {
    const judged = judge(ipv4Within(bits, row.ipv4At), ownAddresses);
    return judged && { ...judged, writtenIn: described(row) };
  }
  return judge(bits, ownAddresses);
}

function judge(bits: Bits, ownAddresses: readonly OwnAddress[]): NonPublicRange | undefined {
  const row = blockOf(bits);
  if (row && row.globallyReachable !== true) return described(row);
  // A public address of this machine is this machine all the same.
  const own = ownAddresses.find((candidate) => {
    const ownBits = bitsOf(candidate.address);
    return ownBits !== undefined && sameAddress(ownBits, bits);
  });
  return (
    own && { range: own.address, name: "this machine's own address", source: `network interface ${own.interface}` }
  );
}

/** `10.0.0.0/8 (Private-Use, RFC 1918)`, for a sentence. */
export function describeRange(range: NonPublicRange): string {
  const one = (part: Omit<NonPublicRange, "writtenIn">) => `${part.range} (${part.name}, ${part.source})`;
  return range.writtenIn ? `${one(range)}, written as IPv6 in ${one(range.writtenIn)}` : one(range);
}
