// Which addresses the importer refuses to connect to, and how IMPORT_ALLOW_HOSTS is read. Pure: no address
// here is ever connected to.
import { isAllowedHost, parseAllowHosts } from "../../src/lib/feed-import/allow-hosts";
import { refusalWithoutLookup } from "../../src/lib/feed-import/host-policy";
import { nonPublicKind } from "../../src/lib/feed-import/public-address";

describe("nonPublicKind", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.0.0.5", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.20", "private"],
    ["169.254.169.254", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    // IPv4 written as IPv6 is judged as the IPv4 address it is.
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["64:ff9b::10.0.0.5", "private"],
    ["2002:c0a8:0101::1", "private"],
    ["::7f00:1", "reserved"],
    ["not-an-address", "unreadable"],
  ])("%s is %s", (address, kind) => {
    expect(nonPublicKind(address)).toBe(kind);
  });

  it.each(["93.184.216.34", "172.32.0.1", "100.128.0.1", "169.255.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => {
      expect(nonPublicKind(address)).toBeUndefined();
    },
  );
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
  const RULE =
    "the import fetches from public hosts only, not from loopback addresses (IMPORT_ALLOW_HOSTS opens a host on the dealership's own network)";

  it("refuses internal IP addresses and localhost as written, before any lookup", () => {
    expect(refusalWithoutLookup(new URL("http://127.0.0.1:8080/a.jpg"), [])).toBe(`is on 127.0.0.1: ${RULE}`);
    expect(refusalWithoutLookup(new URL("http://[::ffff:127.0.0.1]/a.jpg"), [])).toBe(`is on ::ffff:7f00:1: ${RULE}`);
    // URL reads 0x7f000001 and 2130706433 as 127.0.0.1, as a browser would.
    expect(refusalWithoutLookup(new URL("http://2130706433/a.jpg"), [])).toBe(`is on 127.0.0.1: ${RULE}`);
    expect(refusalWithoutLookup(new URL("http://photos.localhost/a.jpg"), [])).toBe(`is on photos.localhost: ${RULE}`);
    expect(refusalWithoutLookup(new URL("http://169.254.169.254/latest/meta-data/"), [])).toMatch(
      /^is on 169\.254\.169\.254: the import fetches from public hosts only, not from link-local addresses/,
    );
  });

  it("leaves host names to the lookup, and allowed hosts alone", () => {
    expect(refusalWithoutLookup(new URL("https://photos.example/a.jpg"), [])).toBeUndefined();
    expect(
      refusalWithoutLookup(new URL("http://127.0.0.1:8080/a.jpg"), [{ host: "127.0.0.1", port: 8080 }]),
    ).toBeUndefined();
  });
});
