// The secrets of alerts, derived from LEAD_OUTBOX_KEY: an address's tag (its folder, the address not shown), a
// request's id (the same request, the same id), and the links' tokens, which only the key makes.
import { readKeyring } from "../../src/lib/leads/delivery/store/outbox-keys";
import {
  addressTag,
  confirmToken,
  openToken,
  subscriptionId,
  unsubscribeToken,
} from "../../src/lib/alerts/delivery/alert-keys";
import { KEY } from "./support/alert-fixtures";

const key = Buffer.from(KEY, "base64");
const other = Buffer.alloc(32, 9);
const keyring = readKeyring({ LEAD_OUTBOX_KEY: KEY }, []);

describe("alert keys", () => {
  it("tags an address whatever its case and spaces, without showing it", () => {
    const tag = addressTag("Shopper@Example.com ", key);
    expect(tag).toMatch(/^[0-9a-f]{24}$/);
    expect(addressTag("shopper@example.com", key)).toBe(tag);
    expect(addressTag("shopper@example.com", other)).not.toBe(tag);
  });

  it("gives the same request the same id, whatever the order of its cars", () => {
    const tag = addressTag("shopper@example.com", key);
    const cars = (...stocks: string[]) => ({
      kind: "price-drop" as const,
      cars: stocks.map((stockNumber) => ({ stockNumber, title: "", price: 1 })),
    });
    expect(subscriptionId(tag, cars("A1", "B2"), key)).toBe(subscriptionId(tag, cars("B2", "A1"), key));
    expect(subscriptionId(tag, cars("A1"), key)).not.toBe(subscriptionId(tag, cars("A1", "B2"), key));
  });

  it("opens its own tokens, with the address's tag and the confirmation's time", () => {
    const tag = addressTag("shopper@example.com", key);
    const issuedAt = new Date("2026-11-23T10:00:00Z");
    expect(openToken(confirmToken(tag, issuedAt, key), keyring)).toEqual({ action: "confirm", tag, issuedAt });
    expect(openToken(unsubscribeToken(tag, key), keyring)).toEqual({ action: "unsubscribe", tag });
  });

  it("refuses a token another key made, an edited one, and junk", () => {
    const tag = addressTag("shopper@example.com", key);
    const token = unsubscribeToken(tag, key);
    expect(openToken(unsubscribeToken(tag, other), keyring)).toBeUndefined();
    const otherTag = addressTag("someone@example.com", key);
    expect(openToken(token.replace(tag, otherTag), keyring)).toBeUndefined();
    const confirm = confirmToken(tag, new Date("2026-11-23T10:00:00Z"), key);
    const later = confirm.split(".");
    later[2] = (parseInt(later[2], 36) + 3600).toString(36);
    expect(openToken(later.join("."), keyring)).toBeUndefined();
    for (const junk of ["", "u1", "u1.x.y", "c1.zz.1.x", "x".repeat(300)])
      expect(openToken(junk, keyring)).toBeUndefined();
  });

  it("still opens tokens of a previous key while keys are rotated", () => {
    const rotated = readKeyring({ LEAD_OUTBOX_KEY: other.toString("base64"), LEAD_OUTBOX_PREVIOUS_KEYS: KEY }, []);
    const tag = addressTag("shopper@example.com", key);
    expect(openToken(unsubscribeToken(tag, key), rotated)).toEqual({ action: "unsubscribe", tag });
  });
});
