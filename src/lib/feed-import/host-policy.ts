// Where the importer may connect: a host is resolved once, every address it has is checked, and the connection
// goes to those checked addresses only, so a name cannot resolve to a public address for the check and to an
// internal one for the connection.
import { promises as dns } from "node:dns";
import net from "node:net";
import tls from "node:tls";
import { hostOf, isAllowedHost, type AllowedHost } from "./allow-hosts";
import { machineAddresses } from "./machine-addresses";
import { describeRange, nonPublicRange, type NonPublicRange, type OwnAddress } from "./public-address";

/** A host name -> its addresses (tests inject one: a name that "resolves" to 10.0.0.5). */
export type Resolve = (host: string) => Promise<readonly string[]>;

export interface ConnectTarget {
  /** The host as the URL names it (TLS checks its certificate against it). */
  host: string;
  port: number;
  /** Checked addresses of host: the only ones the connection may use. */
  addresses: readonly string[];
  tls: boolean;
}

/** Opens the connection; tests wrap it to record every attempt. */
export type Connect = (target: ConnectTarget) => net.Socket;

export interface HostPolicy {
  /** IMPORT_ALLOW_HOSTS: hosts opened although their addresses are not public. */
  allowHosts: readonly AllowedHost[];
  /** This machine's interface addresses, refused like loopback (tests inject a public one). */
  ownAddresses: readonly OwnAddress[];
  resolve: Resolve;
  connect: Connect;
}

const resolveWithDns: Resolve = async (host) => (await dns.lookup(host, { all: true })).map((entry) => entry.address);

/** A socket to the checked addresses: its lookup answers with them instead of asking DNS again. */
const connectChecked: Connect = ({ host, port, addresses, tls: secure }) => {
  const lookup: net.LookupFunction = (_name, options, callback) => {
    const usable = addresses
      .map((address) => ({ address, family: net.isIP(address) }))
      .filter((entry) => !options.family || entry.family === options.family);
    if (usable.length === 0) callback(Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" }), "");
    else if (options.all) callback(null, usable);
    else callback(null, usable[0].address, usable[0].family);
  };
  // An IP literal is connected to as it is (it was checked as it is); TLS names only host names (RFC 6066).
  return secure
    ? tls.connect({ host, port, lookup, servername: net.isIP(host) ? undefined : host })
    : net.connect({ host, port, lookup });
};

export const hostPolicy = (overrides: Partial<HostPolicy> = {}): HostPolicy => ({
  allowHosts: [],
  resolve: resolveWithDns,
  connect: connectChecked,
  ...overrides,
  ownAddresses: overrides.ownAddresses ?? machineAddresses(),
});

/** What the policy needs to judge an address or a host name as written. */
export type AddressRules = Pick<HostPolicy, "allowHosts" | "ownAddresses">;

const refusal = (where: string, range: NonPublicRange) =>
  `${where}: the import fetches from public hosts only, not from ${describeRange(range)}; IMPORT_ALLOW_HOSTS opens a host on the dealership's own network`;

// RFC 6761: localhost and every name under it are the machine itself.
const LOCALHOST: NonPublicRange = { range: "localhost", name: "this machine's own name", source: "RFC 6761" };

/** Why `url` may not be fetched, when that is known without resolving its host: an IP address or localhost. */
export function refusalWithoutLookup(url: URL, rules: AddressRules): string | undefined {
  if (isAllowedHost(url, rules.allowHosts)) return undefined;
  const host = hostOf(url);
  const range = /(^|\.)localhost\.?$/i.test(host)
    ? LOCALHOST
    : net.isIP(host)
      ? nonPublicRange(host, rules.ownAddresses)
      : undefined;
  return range && refusal(`is on ${host}`, range);
}

/** The addresses `url`'s host may be reached at, every one checked; or why it may not be fetched. */
export async function checkHost(
  url: URL,
  policy: HostPolicy,
): Promise<{ addresses: readonly string[] } | { refused: string }> {
  const early = refusalWithoutLookup(url, policy);
  if (early) return { refused: early };
  const host = hostOf(url);
  const addresses = net.isIP(host) ? [host] : await policy.resolve(host);
  if (addresses.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" });
  if (isAllowedHost(url, policy.allowHosts)) return { addresses };
  // One internal address is enough to refuse: the connection could use any of them.
  for (const address of addresses) {
    const range = nonPublicRange(address, policy.ownAddresses);
    if (range) return { refused: refusal(`is on ${host}, which resolves to ${address}`, range) };
  }
  return { addresses };
}
