import { adSnapshot, namesVehicle } from "../../src/lib/ads/ad-snapshot";
import { adVersions, liveBetween, priceChanges, type CommitInfo } from "../../src/lib/ads/ad-versions";

const vehicle = {
  stockNumber: "H24100",
  vin: "2HGFC2F72KA100000",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  price: 17995,
  photos: [{ file: "a.jpg" }],
};
const site = { fees: [{ name: { en: "Documentation fee" }, amount: 85, required: true, includedInPrice: false }] };
const commit = (day: string): CommitInfo => ({ hash: `hash-${day}`, date: `${day}T12:00:00Z`, subject: day });
const ad = (price: number) => adSnapshot({ ...vehicle, price }, site);

describe("adSnapshot", () => {
  it("reads the total price with the required fees, and an included fee as already in the price", () => {
    expect(ad(17995)).toMatchObject({ title: "2019 Honda Civic EX", price: 17995, total: 18080, status: "available" });
    const included = adSnapshot(vehicle, { fees: [{ ...site.fees[0], includedInPrice: true }] });
    expect(included).toMatchObject({ total: 17995, fees: [{ name: "Documentation fee", amount: 85, included: true }] });
  });

  it("reads older shapes as they were: a description before languages, no fees, photos as names", () => {
    const old = adSnapshot({ ...vehicle, description: "One owner.", photos: ["a.jpg", "b.jpg"] }, {});
    expect(old).toMatchObject({
      total: 17995,
      fees: [],
      description: { en: "One owner." },
      photos: ["a.jpg", "b.jpg"],
    });
  });

  it("is no ad for a file that is not a vehicle", () => {
    expect(adSnapshot({ stockNumber: "H24100" }, site)).toBeUndefined();
    expect(adSnapshot(undefined, site)).toBeUndefined();
  });

  it("is named by its stock number in any case or by its whole VIN", () => {
    const civic = ad(17995)!;
    expect([namesVehicle(civic, "h24100"), namesVehicle(civic, vehicle.vin), namesVehicle(civic, "2HGFC2")]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe("adVersions", () => {
  const timeline = [
    { commit: commit("2026-10-01"), ad: ad(20000) },
    { commit: commit("2026-10-03"), ad: ad(20000) },
    { commit: commit("2026-10-05"), ad: ad(19000) },
    { commit: commit("2026-10-09"), ad: undefined },
    { commit: commit("2026-10-12"), ad: ad(19000) },
  ];

  it("joins the commits that left the ad as it was, and ends a version when the file is gone", () => {
    const versions = adVersions(timeline);
    expect(versions.map((version) => [version.from.subject, version.until?.subject, version.ended])).toEqual([
      ["2026-10-01", "2026-10-05", "changed"],
      ["2026-10-05", "2026-10-09", "removed"],
      ["2026-10-12", undefined, undefined],
    ]);
  });

  it("keeps the versions live on any day asked for, both ends included", () => {
    const versions = adVersions(timeline);
    expect(liveBetween(versions, "2026-10-05", "2026-10-05").map((v) => v.from.subject)).toEqual([
      "2026-10-01",
      "2026-10-05",
    ]);
    expect(liveBetween(versions, "2026-10-10", "2026-10-11")).toEqual([]);
    expect(liveBetween(versions, "2026-10-13").map((v) => v.from.subject)).toEqual(["2026-10-12"]);
  });

  it("lists a change of the total price, not a change of anything else, within the days asked for", () => {
    const versions = adVersions(timeline);
    expect(
      priceChanges(versions).map((change) => [change.commit.subject, change.before.total, change.after.total]),
    ).toEqual([["2026-10-05", 20085, 19085]]);
    expect(priceChanges(versions, "2026-10-06")).toEqual([]);
  });
});
