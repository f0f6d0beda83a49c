// The once-a-day digest: one e-mail per address with all its news, never two within 24 hours, nothing when nothing
// changed; the news of a day that was already mailed waits (unchanged baselines) for the next day.
import { planDigest } from "../../src/lib/alerts/alert-digest";
import type { AlertTarget } from "../../src/lib/alerts/subscription";
import { INVENTORY, car, subscription, withCar } from "./support/alert-fixtures";

const NOW = new Date("2026-11-24T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000);
const cheaperCivic = withCar(INVENTORY, "H24100", { price: 17_995 });
const hondaSearch = subscription({
  id: "b".repeat(24),
  language: "es",
  createdAt: "2026-11-21T10:00:00.000Z",
  target: { kind: "new-arrivals", search: "make=Honda", known: ["H24100", "H24200"] },
});

describe("planDigest", () => {
  it("puts every alert's news of an address in one e-mail, in the language it last asked in", () => {
    const accord = car({ stockNumber: "H24300", make: "Honda", model: "Accord" });
    const plan = planDigest([subscription(), hondaSearch], [...cheaperCivic, accord], undefined, NOW);
    expect(plan.due).toBe(true);
    if (!plan.due) return;
    expect(plan.digest).toMatchObject({
      email: "shopper@example.com",
      language: "es",
      kinds: ["price-drop", "new-arrivals"],
      sold: [],
    });
    expect(plan.digest.priceDrops.map((drop) => [drop.oldPrice, drop.newPrice])).toEqual([[18_995, 17_995]]);
    expect(plan.digest.searches).toEqual([{ search: "make=Honda", arrivals: [accord] }]);
    expect(plan.updates.map((update) => update.subscription.id)).toHaveLength(2);
  });

  it("sends nothing when nothing changed", () => {
    expect(planDigest([subscription(), hondaSearch], INVENTORY, undefined, NOW)).toEqual({
      due: false,
      reason: "nothing-new",
    });
  });

  it("sends at most one e-mail in 24 hours: the news waits, then goes", () => {
    expect(planDigest([subscription()], cheaperCivic, hoursAgo(23.9), NOW)).toEqual({
      due: false,
      reason: "mailed-today",
    });
    expect(planDigest([subscription()], cheaperCivic, hoursAgo(24), NOW).due).toBe(true);
  });

  it("is idempotent: once its updates are applied, the same inventory gives nothing", () => {
    const plan = planDigest([subscription()], cheaperCivic, undefined, NOW);
    if (!plan.due) throw new Error("expected a digest");
    const applied = plan.updates.map(({ subscription: sub, next }) => ({ ...sub, target: next as AlertTarget }));
    expect(planDigest(applied, cheaperCivic, undefined, NOW)).toEqual({ due: false, reason: "nothing-new" });
  });

  it("names a car two alerts watch once, with the higher price the shopper was told", () => {
    const saved = subscription({
      id: "c".repeat(24),
      target: {
        kind: "price-drop",
        cars: [
          { stockNumber: "H24100", title: "2019 Honda Civic EX", price: 19_495 },
          { stockNumber: "T24205", title: "2014 Toyota Prius Two", price: 11_495 },
        ],
      },
    });
    const plan = planDigest([subscription(), saved], cheaperCivic, undefined, NOW);
    if (!plan.due) throw new Error("expected a digest");
    expect(plan.digest.priceDrops.map((drop) => [drop.car.stockNumber, drop.oldPrice])).toEqual([["H24100", 19_495]]);
  });

  it("ends a price alert whose car was sold, after its last note", () => {
    const plan = planDigest([subscription()], withCar(INVENTORY, "H24100", { status: "sold" }), undefined, NOW);
    if (!plan.due) throw new Error("expected a digest");
    expect(plan.digest.sold.map((sold) => sold.stockNumber)).toEqual(["H24100"]);
    expect(plan.updates).toEqual([{ subscription: subscription(), next: undefined }]);
  });
});
