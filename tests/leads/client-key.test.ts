import { addressKey, clientKey } from "../../src/lib/leads/delivery/client-key";

describe("clientKey", () => {
  it("uses the socket address unless proxies are trusted", () => {
    expect(clientKey({ remoteAddress: "203.0.113.7", forwardedFor: "198.51.100.1", trustedProxyHops: 0 })).toBe("203.0.113.7");
    expect(clientKey({ remoteAddress: "::ffff:203.0.113.7", trustedProxyHops: 0 })).toBe("203.0.113.7");
    expect(clientKey({ trustedProxyHops: 0 })).toBe("unknown");
  });

  it("takes the address the trusted proxy saw, ignoring what the client wrote before it", () => {
    const forwardedFor = "1.2.3.4, 198.51.100.23";
    expect(clientKey({ remoteAddress: "10.0.0.1", forwardedFor, trustedProxyHops: 1 })).toBe("198.51.100.23");
    expect(clientKey({ remoteAddress: "10.0.0.1", forwardedFor, trustedProxyHops: 2 })).toBe("1.2.3.4");
    expect(clientKey({ remoteAddress: "10.0.0.1", forwardedFor: "not-an-ip", trustedProxyHops: 1 })).toBe("10.0.0.1");
    expect(clientKey({ remoteAddress: "10.0.0.1", forwardedFor: "198.51.100.23", trustedProxyHops: 3 })).toBe("10.0.0.1");
  });

  it("groups an IPv6 subscriber's /64", () => {
    expect(addressKey("2001:db8:85a3:0042:1000:8a2e:370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8::1")).toBe(addressKey("2001:db8:0:0:ffff::2"));
  });
});
