// Which client a request comes from, for the rate limit. Anyone can send X-Forwarded-For, so it counts only
// when the connection comes from a proxy the operator trusts (LEAD_TRUSTED_PROXIES, loopback by default)
// and only for the number of proxies declared (LEAD_TRUST_PROXY_HOPS); otherwise the socket address counts.
import { isIP } from "node:net";
import type { RateLimitDecision, RateLimiter } from "./rate-limiter";
import { addressKind, ANY_PROXY, inRanges, plainAddress, type AddressKind } from "../config/address-ranges";

export interface ClientKeyInput {
  remoteAddress?: string;
  forwardedFor?: string | string[];
  trustedProxyHops: number;
  /** `address/prefix` ranges whose X-Forwarded-For is believed, or [`*`] for any peer (even none). */
  trustedProxies: readonly string[];
}

export interface ClientIdentity {
  /** The rate limit's key: an IPv4 address, an IPv6 /64, or `unknown`. */
  key: string;
  /** What kind of address the key came from; `unknown` when there was none. */
  kind: AddressKind | "unknown";
}

/**
 * IPv4 as is; IPv6 reduced to its /64 network, since one subscriber usually holds a whole /64.
 * @internal exported for its unit tests
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address) ?? address.trim();
  if (isIP(plain) !== 6) return plain;
  const [head, tail = ""] = plain.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = plain.includes("::")
    ? [...headGroups, ...Array(Math.max(missing, 0)).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function isTrustedPeer(remoteAddress: string | undefined, trustedProxies: readonly string[]): boolean {
  if (trustedProxies.includes(ANY_PROXY)) return true;
  return remoteAddress !== undefined && inRanges(remoteAddress, trustedProxies);
}

/** The client's address: from X-Forwarded-For when a trusted proxy connected, else the socket's. */
function clientAddress({
  remoteAddress,
  forwardedFor,
  trustedProxyHops,
  trustedProxies,
}: ClientKeyInput): string | undefined {
  if (trustedProxyHops > 0 && forwardedFor && isTrustedPeer(remoteAddress, trustedProxies)) {
    const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Each trusted proxy appends the address it saw; the entry `hops` from the end is the client.
    const candidate = plainAddress(chain[chain.length - trustedProxyHops] ?? "");
    if (candidate) return candidate;
  }
  return remoteAddress ? (plainAddress(remoteAddress) ?? remoteAddress) : undefined;
}

export function identifyClient(input: ClientKeyInput): ClientIdentity {
  const address = clientAddress(input);
  if (!address) return { key: "unknown", kind: "unknown" };
  return { key: addressKey(address), kind: isIP(address) ? addressKind(address) : "public" };
}

/**
 * The network a client key belongs to, for the global ceiling: an IPv4 /24 or an IPv6 /48 (what one
 * subscriber or one small hosting customer can hold), so a thousand addresses in one network count as one.
 */
export function networkOf(key: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  if (v4) return `${v4[1]}.0/24`;
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(key);
  if (v6) return `${v6[1]}::/48`;
  return key;
}

/**
 * The limits a request counts toward: its client's (an IPv4 address, an IPv6 /64) and, for IPv6, its /48, so
 * a network of many /64s is not as many clients. Each limit is checked before either records the request.
 * The lead and alert endpoints count alike.
 */
export function clientLimitDecision(
  limiters: { limiter: RateLimiter; networkLimiter: RateLimiter },
  clientKey: string,
): RateLimitDecision {
  const limits: [RateLimiter, string][] = [[limiters.limiter, clientKey]];
  if (clientKey.endsWith("::/64")) limits.push([limiters.networkLimiter, networkOf(clientKey)]);
  const refused = limits
    .map(([limiter, key]) => limiter.peek(key))
    .filter((decision) => !decision.allowed)
    .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  if (refused) return refused;
  return limits.map(([limiter, key]) => limiter.hit(key))[0];
}
