import { addressKind, parseRange, plainAddress } from "../../src/lib/server-kit/config/address-ranges";
import { addressKey, identifyClient, type ClientKeyInput } from "../../src/lib/server-kit/request/client-key";

const clientKey = (input: ClientKeyInput): string => identifyClient(input).key;

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

describe("clientKey", () => {
  it("uses the socket address unless proxies are trusted", () => {
    expect(
      clientKey({
        remoteAddress: "203.0.113.7",
        forwardedFor: "198.51.100.1",
        trustedProxyHops: 0,
        trustedProxies: LOOPBACK,
      }),
    ).toBe("203.0.113.7");
    expect(clientKey({ remoteAddress: "::ffff:203.0.113.7", trustedProxyHops: 0, trustedProxies: LOOPBACK })).toBe(
      "203.0.113.7",
    );
    expect(clientKey({ trustedProxyHops: 0, trustedProxies: LOOPBACK })).toBe("unknown");
  });

  it("takes the address the trusted proxy saw, ignoring what the client wrote before it", () => {
    const forwardedFor = "1.2.3.4, 198.51.100.23";
    const proxies = ["10.0.0.1/32"];
    expect(clientKey({ remoteAddress: "10.0.0.1", forwardedFor, trustedProxyHops: 1, trustedProxies: proxies })).toBe(
      "198.51.100.23",
    );
    expect(clientKey({ remoteAddress: "10.0.0.1", forwardedFor, trustedProxyHops: 2, trustedProxies: proxies })).toBe(
      "1.2.3.4",
    );
    expect(
      clientKey({ remoteAddress: "10.0.0.1", forwardedFor: "not-an-ip", trustedProxyHops: 1, trustedProxies: proxies }),
    ).toBe("10.0.0.1");
    expect(
      clientKey({
        remoteAddress: "10.0.0.1",
        forwardedFor: "198.51.100.23",
        trustedProxyHops: 3,
        trustedProxies: proxies,
      }),
    ).toBe("10.0.0.1");
  });

  it("believes X-Forwarded-For only from a trusted proxy: a visitor reaching the server directly cannot pick its key", () => {
    const forged = { forwardedFor: "198.51.100.77", trustedProxyHops: 1, trustedProxies: LOOPBACK };
    expect(clientKey({ ...forged, remoteAddress: "203.0.113.50" })).toBe("203.0.113.50");
    expect(clientKey({ ...forged, remoteAddress: "2001:db8:1:2::9" })).toBe("2001:db8:1:2::/64");
    // nginx on the same machine (the default trusted proxy) is believed.
    expect(clientKey({ ...forged, remoteAddress: "127.0.0.1" })).toBe("198.51.100.77");
    expect(clientKey({ ...forged, remoteAddress: "::ffff:127.0.0.1" })).toBe("198.51.100.77");
    expect(clientKey({ ...forged, remoteAddress: "::1" })).toBe("198.51.100.77");
    // A proxy network given as a range.
    expect(clientKey({ ...forged, remoteAddress: "10.8.3.4", trustedProxies: ["10.8.0.0/16"] })).toBe("198.51.100.77");
    expect(clientKey({ ...forged, remoteAddress: "10.9.3.4", trustedProxies: ["10.8.0.0/16"] })).toBe("10.9.3.4");
  });

  it("trusts the platform's X-Forwarded-For with `*`, also on a host that gives the function no socket", () => {
    const platform = { forwardedFor: "198.51.100.5, 192.0.2.1", trustedProxyHops: 2, trustedProxies: ["*"] };
    expect(clientKey(platform)).toBe("198.51.100.5");
    expect(clientKey({ ...platform, trustedProxies: LOOPBACK })).toBe("unknown");
  });

  it("reads addresses with ports and brackets, as some proxies write them", () => {
    const base = { remoteAddress: "127.0.0.1", trustedProxyHops: 1, trustedProxies: LOOPBACK };
    expect(clientKey({ ...base, forwardedFor: "198.51.100.8:51234" })).toBe("198.51.100.8");
    expect(clientKey({ ...base, forwardedFor: "[2001:db8:aa:bb::1]:443" })).toBe("2001:db8:aa:bb::/64");
  });

  it("says what kind of address the key came from", () => {
    const input = { trustedProxyHops: 0, trustedProxies: LOOPBACK };
    expect(identifyClient({ ...input, remoteAddress: "203.0.113.7" })).toEqual({ key: "203.0.113.7", kind: "public" });
    expect(identifyClient({ ...input, remoteAddress: "127.0.0.1" })).toEqual({ key: "127.0.0.1", kind: "loopback" });
    expect(identifyClient({ ...input, remoteAddress: "10.1.2.3" })).toEqual({ key: "10.1.2.3", kind: "private" });
    expect(identifyClient(input)).toEqual({ key: "unknown", kind: "unknown" });
  });

  it("groups an IPv6 subscriber's /64", () => {
    expect(addressKey("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8::1")).toBe(addressKey("2001:db8:0:0:ffff::2"));
  });
});

describe("address ranges", () => {
  it("parses addresses and ranges, and refuses anything else", () => {
    expect(parseRange("10.0.0.0/8")).toBe("10.0.0.0/8");
    expect(parseRange(" 192.0.2.7 ")).toBe("192.0.2.7/32");
    expect(parseRange("2001:db8::/32")).toBe("2001:db8::/32");
    expect(parseRange("::1")).toBe("::1/128");
    for (const bad of ["10.0.0.0/33", "nginx", "10.0.0/8", "1.2.3.4/8/9", "", "2001:db8::/129"])
      expect(parseRange(bad)).toBeUndefined();
    expect(plainAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
  });

  it("classifies loopback and private networks", () => {
    expect(["127.0.0.1", "::1"].map(addressKind)).toEqual(["loopback", "loopback"]);
    expect(["10.0.0.1", "172.20.1.1", "192.168.1.10", "100.64.0.1", "fd12::1", "fe80::1"].map(addressKind)).toEqual(
      Array(6).fill("private"),
    );
    expect(["203.0.113.9", "172.32.0.1", "2001:db8::1"].map(addressKind)).toEqual(["public", "public", "public"]);
  });
});
