// Which client a request comes from, for the rate limit. X-Forwarded-For is trusted only for the number
// of proxies the operator declares (LEAD_TRUST_PROXY_HOPS): anyone can send that header, so by default
// the socket address counts.
import { isIP } from "node:net";

export interface ClientKeyInput {
  remoteAddress?: string;
  forwardedFor?: string | string[];
  trustedProxyHops: number;
}

/** IPv4 as is; IPv6 reduced to its /64 network, since one subscriber usually holds a whole /64. */
export function addressKey(address: string): string {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(plain) !== 6) return plain;
  const [head, tail = ""] = plain.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = plain.includes("::") ? [...headGroups, ...Array(Math.max(missing, 0)).fill("0"), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

export function clientKey({ remoteAddress, forwardedFor, trustedProxyHops }: ClientKeyInput): string {
  if (trustedProxyHops > 0 && forwardedFor) {
    const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Each trusted proxy appends the address it saw; the entry `hops` from the end is the client.
    const candidate = chain[chain.length - trustedProxyHops];
    if (candidate && isIP(candidate.replace(/^::ffff:/i, ""))) return addressKey(candidate);
  }
  return remoteAddress ? addressKey(remoteAddress) : "unknown";
}
