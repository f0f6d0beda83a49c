import {
  applyColourMode,
  COLOUR_MODE_STORAGE_KEY,
  colourModeOf,
  otherColourMode,
  readStoredColourMode,
  resolveColourMode,
  storeColourMode,
} from "../../src/lib/shell/colour-mode";
import { COLOUR_MODE_SCRIPT } from "../../src/lib/shell/colour-mode-script";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const brokenStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

function fakeRoot(theme: string | null = "dark") {
  const attributes = new Map<string, string>(theme ? [["data-theme", theme]] : []);
  return {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
}

/** Runs the inline pre-paint script against a fake document and storage, as the browser would. */
function runScript(storage: { getItem(key: string): string | null }, root = fakeRoot()) {
  const localStorageGetter = {
    get localStorage() {
      return storage;
    },
  };
  new Function("document", "localStorage", COLOUR_MODE_SCRIPT)(
    { documentElement: root },
    localStorageGetter.localStorage,
  );
  return root;
}

describe("colour mode", () => {
  it("is dark unless light was chosen: nothing stored, junk or dark all mean dark", () => {
    expect(resolveColourMode(null)).toBe("dark");
    expect(resolveColourMode(undefined)).toBe("dark");
    expect(resolveColourMode("purple")).toBe("dark");
    expect(resolveColourMode("dark")).toBe("dark");
    expect(resolveColourMode("light")).toBe("light");
  });

  it("toggles between the two modes", () => {
    expect(otherColourMode("dark")).toBe("light");
    expect(otherColourMode("light")).toBe("dark");
  });

  it("keeps the visitor's choice in storage and reads it back", () => {
    const storage = memoryStorage();
    expect(readStoredColourMode(storage)).toBe("dark");
    expect(storeColourMode(storage, "light")).toBe(true);
    expect(storage.values.get(COLOUR_MODE_STORAGE_KEY)).toBe("light");
    expect(readStoredColourMode(storage)).toBe("light");
  });

  it("falls back to dark when storage is unavailable, and reports that the choice was not kept", () => {
    expect(readStoredColourMode(brokenStorage)).toBe("dark");
    expect(readStoredColourMode(undefined)).toBe("dark");
    expect(storeColourMode(brokenStorage, "light")).toBe(false);
    expect(storeColourMode(undefined, "light")).toBe(false);
  });

  it("applies the mode as data-theme on the root element and reads it back", () => {
    const root = fakeRoot(null);
    expect(colourModeOf(root)).toBe("dark");
    applyColourMode(root, "light");
    expect(root.getAttribute("data-theme")).toBe("light");
    expect(colourModeOf(root)).toBe("light");
  });
});

describe("pre-paint colour mode script", () => {
  it("switches the page to a stored light mode", () => {
    expect(runScript(memoryStorage({ [COLOUR_MODE_STORAGE_KEY]: "light" })).getAttribute("data-theme")).toBe("light");
  });

  it("leaves the static dark mode alone on a first visit or with a junk value", () => {
    expect(runScript(memoryStorage()).getAttribute("data-theme")).toBe("dark");
    expect(runScript(memoryStorage({ [COLOUR_MODE_STORAGE_KEY]: "<b>" })).getAttribute("data-theme")).toBe("dark");
  });

  it("never throws when storage is blocked", () => {
    expect(() => runScript(brokenStorage)).not.toThrow();
    expect(runScript(brokenStorage).getAttribute("data-theme")).toBe("dark");
  });

  it("is a small self-contained expression that cannot end its <script> element early", () => {
    expect(COLOUR_MODE_SCRIPT.length).toBeLessThan(300);
    expect(COLOUR_MODE_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(COLOUR_MODE_SCRIPT).toContain(JSON.stringify(COLOUR_MODE_STORAGE_KEY));
  });
});
