// The secrets of alerts, derived from LEAD_OUTBOX_KEY: a mailbox's tag (its folder, the address not shown), a
// request's id (the same request, the same id), and the links' tokens, which only the key makes and which name no
// stable value of the address.
import { createHmac } from "node:crypto";
import { readKeyring } from "../../src/lib/server-kit/store/outbox-keys";
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
const ISSUED = new Date("2026-11-23T10:00:00Z");
const ENDS = new Date("2027-05-22T10:00:00Z");
const IDS = ["0123456789abcdef01234567", "fedcba9876543210fedcba98"];

/** A first-version token, as e-mails sent before the second version carry them. */
const mac1 = (text: string) =>
  createHmac("sha256", createHmac("sha256", key).update("dealer-site alerts token v1").digest())
    .update(text)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

describe("alert keys", () => {
  it("tags a mailbox whatever its case, spaces, +tag or, at Gmail, dots, without showing it", () => {
    const tag = addressTag("Shopper@Example.com ", key);
    expect(tag).toMatch(/^[0-9a-f]{24}$/);
    expect(addressTag("shopper+cars@example.com", key)).toBe(tag);
    expect(addressTag("shopper@example.com", other)).not.toBe(tag);
    expect(addressTag("shop.per@example.com", key)).not.toBe(tag);
    expect(addressTag("Sho.pper+1@googlemail.com", key)).toBe(addressTag("shopper@gmail.com", key));
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

  it("opens its own tokens: the mailbox, the requests a confirmation names, the time, the end", () => {
    const tag = addressTag("shopper@example.com", key);
    expect(openToken(confirmToken(tag, ISSUED, IDS, key), keyring)).toEqual({
      action: "confirm",
      tag,
      issuedAt: ISSUED,
      ids: IDS,
    });
    expect(openToken(unsubscribeToken(tag, ENDS, key), keyring)).toEqual({
      action: "unsubscribe",
      tag,
      expiresAt: ENDS,
    });
  });

  it("makes tokens that share nothing for one address, and fit the pages' 200 characters with the most requests", () => {
    const tag = addressTag("shopper@example.com", key);
    const [first, second] = [unsubscribeToken(tag, ENDS, key), unsubscribeToken(tag, ENDS, key)];
    expect(first).not.toBe(second);
    expect(first).not.toContain(tag);
    expect(confirmToken(tag, ISSUED, IDS, key)).not.toContain(tag);
    const five = Array.from({ length: 5 }, (_, index) => String(index).repeat(24));
    expect(confirmToken(tag, ISSUED, five, key).length).toBeLessThanOrEqual(200);
  });

  it("refuses a token another key made, an edited one, one of the other kind, and junk", () => {
    const tag = addressTag("shopper@example.com", key);
    expect(openToken(unsubscribeToken(tag, ENDS, other), keyring)).toBeUndefined();
    const token = confirmToken(tag, ISSUED, IDS, key);
    const edited = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    expect(openToken(edited, keyring)).toBeUndefined();
    expect(openToken(token.replace(/^c2/, "u2"), keyring)).toBeUndefined();
    for (const junk of ["", "u1", "u1.x.y", "c1.zz.1.x", "c2.", "c2.AAAA", "x".repeat(300)])
      expect(openToken(junk, keyring)).toBeUndefined();
  });

  it("still opens the first version's links, which name no requests and no end", () => {
    const tag = addressTag("shopper@example.com", key);
    const issued = Math.floor(ISSUED.getTime() / 1000).toString(36);
    expect(openToken(`u1.${tag}.${mac1(`unsubscribe|${tag}`)}`, keyring)).toEqual({ action: "unsubscribe", tag });
    expect(openToken(`c1.${tag}.${issued}.${mac1(`confirm|${tag}|${issued}`)}`, keyring)).toEqual({
      action: "confirm",
      tag,
      issuedAt: ISSUED,
    });
    expect(openToken(`u1.${tag}.${mac1(`unsubscribe|${"0".repeat(24)}`)}`, keyring)).toBeUndefined();
  });

  it("still opens tokens of a previous key while keys are rotated", () => {
    const rotated = readKeyring({ LEAD_OUTBOX_KEY: other.toString("base64"), LEAD_OUTBOX_PREVIOUS_KEYS: KEY }, []);
    const tag = addressTag("shopper@example.com", key);
    expect(openToken(unsubscribeToken(tag, ENDS, key), rotated)).toEqual({
      action: "unsubscribe",
      tag,
      expiresAt: ENDS,
    });
  });
});
