import { describe, expect, it } from "vitest";
import {
  OPTED_OUT_EXPRESSION,
  optedOut,
  optOutGate,
  PRIVACY_CHOICE_STORAGE_KEY,
  readPrivacyChoice,
  sendsGpc,
  storePrivacyChoice,
} from "../../src/lib/privacy/privacy-choice";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

/** Runs the inline expression as the page's <head> would, against a made-up browser. */
function runExpression(navigator: object, localStorage: object): boolean {
  return new Function("navigator", "localStorage", `return ${OPTED_OUT_EXPRESSION};`)(navigator, localStorage);
}

describe("the privacy choice", () => {
  it("reads Global Privacy Control only when the browser sends exactly true", () => {
    expect(sendsGpc({ globalPrivacyControl: true })).toBe(true);
    expect(sendsGpc({ globalPrivacyControl: false })).toBe(false);
    expect(sendsGpc({ globalPrivacyControl: "true" })).toBe(false);
    expect(sendsGpc({})).toBe(false);
    expect(sendsGpc(undefined)).toBe(false);
  });

  it("is none until the shopper chooses, and survives storage that throws", () => {
    expect(readPrivacyChoice(memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "junk" }))).toBeUndefined();
    expect(readPrivacyChoice(memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "opt-out" }))).toBe("opt-out");
    expect(readPrivacyChoice(throwingStorage)).toBeUndefined();
    // The choices page shows neither choice pressed until one is made.
    expect(readPrivacyChoice(memoryStorage())).toBeUndefined();
    expect(readPrivacyChoice(memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "allow" }))).toBe("allow");
    const storage = memoryStorage();
    expect(storePrivacyChoice(storage, "opt-out")).toBe(true);
    expect(readPrivacyChoice(storage)).toBe("opt-out");
    expect(storePrivacyChoice(throwingStorage, "opt-out")).toBe(false);
    expect(storePrivacyChoice(undefined, "opt-out")).toBe(false);
  });

  it("opts out by GPC whatever was stored, else by the stored choice", () => {
    const allowed = memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "allow" });
    const out = memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "opt-out" });
    expect(optedOut({ navigator: { globalPrivacyControl: true }, localStorage: allowed })).toBe(true);
    expect(optedOut({ navigator: {}, localStorage: out })).toBe(true);
    expect(optedOut({ navigator: {}, localStorage: allowed })).toBe(false);
    expect(optedOut({ navigator: {}, localStorage: throwingStorage })).toBe(false);
    expect(optedOut(undefined)).toBe(false);
  });

  it("decides the same in the page's inline expression as in the bundle", () => {
    const cases: Array<[object, object]> = [
      [{ globalPrivacyControl: true }, memoryStorage()],
      [{ globalPrivacyControl: true }, throwingStorage],
      [{}, memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "opt-out" })],
      [{}, memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "allow" })],
      [{ globalPrivacyControl: false }, memoryStorage()],
      [{}, throwingStorage],
    ];
    for (const [navigator, localStorage] of cases) {
      expect(runExpression(navigator, localStorage)).toBe(
        optedOut({ navigator, localStorage: localStorage as Storage }),
      );
    }
  });

  it("gates Partytown's snippet: it runs only for a shopper who has not opted out", () => {
    const gated = optOutGate("started.push('partytown');");
    const run = (navigator: object, localStorage: object) => {
      const started: string[] = [];
      new Function("navigator", "localStorage", "started", gated)(navigator, localStorage, started);
      return started;
    };
    expect(run({}, memoryStorage())).toEqual(["partytown"]);
    expect(run({ globalPrivacyControl: true }, memoryStorage())).toEqual([]);
    expect(run({}, memoryStorage({ [PRIVACY_CHOICE_STORAGE_KEY]: "opt-out" }))).toEqual([]);
  });
});
