// IP address ranges: the proxies whose X-Forwarded-For the lead function believes (LEAD_TRUSTED_PROXIES),
// and the ranges no visitor's own address comes from (loopback, private networks), which mean the function
// sees a proxy instead of its visitors.
import { BlockList, isIP } from "node:net";

/** The default trusted proxy when LEAD_TRUST_PROXY_HOPS > 0: a proxy on the same machine (nginx, Caddy). */
export const LOOPBACK_PROXIES = ["127.0.0.0/8", "::1/128"];

/** `*`: trust X-Forwarded-For from any peer (function hosts where only the platform reaches the function). */
export const ANY_PROXY = "*";

/** A plain address from `::ffff:1.2.3.4`, `[2001:db8::1]:443` or `1.2.3.4:5678` (some proxies add ports). */
export function plainAddress(value: string): string | undefined {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(address) ? address : undefined;
}

/** `10.0.0.0/8`, `2001:db8::/32` or a single address, as `address/prefix`; undefined when not one. */
export function parseRange(entry: string): string | undefined {
  const [rawAddress, rawPrefix, extra] = entry.trim().split("/");
  if (extra !== undefined) return undefined;
  const address = plainAddress(rawAddress ?? "");
  if (!address) return undefined;
  const max = isIP(address) === 4 ? 32 : 128;
  if (rawPrefix === undefined) return `${address}/${max}`;
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return undefined;
  return `${address}/${Number(rawPrefix)}`;
}

const blockLists = new Map<string, BlockList>();

/** A BlockList of `address/prefix` ranges, built once per distinct list. */
function blockListOf(ranges: readonly string[]): BlockList {
  const cacheKey = ranges.join(",");
  let list = blockLists.get(cacheKey);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [address, prefix] = range.split("/");
      list.addSubnet(address, Number(prefix), isIP(address) === 4 ? "ipv4" : "ipv6");
    }
    blockLists.set(cacheKey, list);
  }
  return list;
}

export function inRanges(address: string, ranges: readonly string[]): boolean {
  const plain = plainAddress(address);
  if (!plain) return false;
  return blockListOf(ranges).check(plain, isIP(plain) === 4 ? "ipv4" : "ipv6");
}

const LOOPBACK = ["127.0.0.0/8", "::1/128"];
// RFC 1918, carrier-grade NAT, link-local, IPv6 unique-local and link-local.
const PRIVATE = [
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "100.64.0.0/10",
  "169.254.0.0/16",
  "fc00::/7",
  "fe80::/10",
];

export type AddressKind = "public" | "private" | "loopback";

export function addressKind(address: string): AddressKind {
  if (inRanges(address, LOOPBACK)) return "loopback";
  if (inRanges(address, PRIVATE)) return "private";
  return "public";
}
