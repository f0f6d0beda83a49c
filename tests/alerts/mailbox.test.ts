// Which mailbox an address reaches: the key of the rules that protect an inbox from being mailed by anybody who
// types its address in another spelling.
import { mailboxOf } from "../../src/lib/alerts/mailbox";

describe("mailboxOf", () => {
  it("is the address lower-cased and trimmed", () => {
    expect(mailboxOf("  Shopper@Example.COM ")).toBe("shopper@example.com");
  });

  it("drops a +tag, which every large provider delivers to the same inbox", () => {
    for (const spelling of ["victim+1@example.com", "victim+2@example.com", "Victim+alerts+x@Example.com"])
      expect(mailboxOf(spelling)).toBe("victim@example.com");
  });

  it("drops dots where the provider ignores them (Gmail), and only there", () => {
    expect(mailboxOf("v.i.c.t.i.m+9@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("Vic.Tim@GoogleMail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("vic.tim@example.com")).toBe("vic.tim@example.com");
  });

  it("keeps a leading + and text that is not an address as it is, lower-cased", () => {
    expect(mailboxOf("+only@example.com")).toBe("+only@example.com");
    expect(mailboxOf("Not An Address")).toBe("not an address");
    expect(mailboxOf("trailing@")).toBe("trailing@");
  });
});
