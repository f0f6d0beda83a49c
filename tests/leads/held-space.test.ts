// The held space's pure parts: how held leads are named, which one is dropped first, the network's tag.
import { heldBaseName, isHeldName, releasedBaseName } from "../../src/lib/leads/delivery/outbox/held-names";
import { networkTagOf, nextToDrop } from "../../src/lib/leads/delivery/outbox/held-space";

const A = networkTagOf("203.0.113.0/24");
const B = networkTagOf("2001:db8:5::/48");
const held = (time: string, id: string, tag: string) => ({
  name: `${heldBaseName(`${time}-${id}`, tag)}.json`,
  bytes: 1,
});

describe("held lead names", () => {
  it("mark a held lead, in a folder's and an object store's spelling, and lose the mark when released", () => {
    const base = heldBaseName("20261128T120000Z-20261128-7KQ4M2", A);
    expect(isHeldName(`${base}.json`)).toBe(true);
    expect(isHeldName(`${base}.1234.json`)).toBe(true);
    expect(isHeldName(`${base}.json.1795827030750.sending`)).toBe(true);
    expect(isHeldName("20261128T120000Z-20261128-7KQ4M2.json")).toBe(false);
    expect(releasedBaseName(`${base}.1234.json`)).toBe("20261128T120000Z-20261128-7KQ4M2");
  });

  it("tag a network without showing it, the same way each time, and differently under the outbox key", () => {
    expect(A).toMatch(/^[0-9a-f]{12}$/);
    expect(networkTagOf("203.0.113.0/24")).toBe(A);
    expect(A).not.toBe(B);
    expect(networkTagOf("203.0.113.0/24", Buffer.alloc(32, 1))).not.toBe(A);
  });
});

describe("nextToDrop", () => {
  it("picks the oldest lead of the network with the most held leads", () => {
    const entries = [
      held("20261128T120000Z", "Q1", B),
      held("20261128T120001Z", "F1", A),
      held("20261128T120002Z", "F2", A),
      held("20261128T120003Z", "Q2", B),
      held("20261128T120004Z", "F3", A),
    ];
    expect(nextToDrop(entries)?.name).toContain("-F1~held-");
  });

  it("on a tie, picks the network whose oldest lead is oldest; nothing when there is nothing held", () => {
    expect(nextToDrop([held("20261128T120001Z", "F1", A), held("20261128T120000Z", "Q1", B)])?.name).toContain("-Q1");
    expect(nextToDrop([{ name: "20261128T120000Z-L1.json", bytes: 1 }])).toBeUndefined();
  });
});
