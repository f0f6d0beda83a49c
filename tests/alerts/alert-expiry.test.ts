// When subscriptions end on their own: unconfirmed after 48 hours (the link with them), confirmed after 180 days.
import { confirmLinkValid, expiresAt, isExpired, onceADayAllows } from "../../src/lib/alerts/alert-expiry";

const created = "2026-11-20T10:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("expiry", () => {
  it("ends an unconfirmed request 48 hours after it was made", () => {
    expect(expiresAt({ createdAt: created })).toEqual(at("2026-11-22T10:00:00.000Z"));
    expect(isExpired({ createdAt: created }, at("2026-11-22T09:59:59.999Z"))).toBe(false);
    expect(isExpired({ createdAt: created }, at("2026-11-22T10:00:00.000Z"))).toBe(true);
  });

  it("ends a confirmed alert 180 days after it was confirmed", () => {
    const confirmed = { createdAt: created, confirmedAt: "2026-11-21T08:00:00.000Z" };
    expect(expiresAt(confirmed)).toEqual(at("2027-05-20T08:00:00.000Z"));
    expect(isExpired(confirmed, at("2027-05-20T07:59:59.000Z"))).toBe(false);
    expect(isExpired(confirmed, at("2027-05-20T08:00:00.000Z"))).toBe(true);
  });

  it("takes an unreadable date for ended: nothing is kept forever", () => {
    expect(isExpired({ createdAt: "yesterday" }, at(created))).toBe(true);
  });

  it("lets a confirmation link work for 48 hours", () => {
    const issued = at(created);
    expect(confirmLinkValid(issued, at("2026-11-22T09:59:00.000Z"))).toBe(true);
    expect(confirmLinkValid(issued, at("2026-11-22T10:00:00.000Z"))).toBe(false);
    // A link from the future (a clock far off) is not taken.
    expect(confirmLinkValid(issued, at("2026-11-20T09:00:00.000Z"))).toBe(false);
  });

  it("allows one e-mail a day", () => {
    expect(onceADayAllows(undefined, at(created))).toBe(true);
    expect(onceADayAllows(at("2026-11-19T10:00:01.000Z"), at(created))).toBe(false);
    expect(onceADayAllows(at("2026-11-19T10:00:00.000Z"), at(created))).toBe(true);
  });
});
