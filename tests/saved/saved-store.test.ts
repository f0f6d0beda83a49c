// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVED_STORAGE_KEY } from "../../src/lib/saved/saved-list";

// The store keeps module state (its cache of the stored list): each test gets a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import("../../src/components/saved-list/saved-store");
}

const stored = (stock: string[]) => JSON.stringify({ version: 1, stock });

describe("the saved-vehicles store", () => {
  beforeEach(() => localStorage.setItem(SAVED_STORAGE_KEY, stored(["A1", "B2"])));
  afterEach(() => localStorage.clear());

  it("reads what an earlier visit saved", async () => {
    const { useSavedList } = await freshStore();
    const { result } = renderHook(() => useSavedList());
    expect(result.current).toEqual(["A1", "B2"]);
  });

  it("saves a toggle, and every part of the page that shows the list follows", async () => {
    const { toggleSavedVehicle, useSavedList } = await freshStore();
    const card = renderHook(() => useSavedList());
    const header = renderHook(() => useSavedList());
    act(() => toggleSavedVehicle("C3"));
    expect(card.result.current).toContain("C3");
    expect(header.result.current).toContain("C3");
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toContain("C3");
  });

  it("follows a change another tab made, announced by a storage event", async () => {
    const { useSavedList } = await freshStore();
    const { result } = renderHook(() => useSavedList());
    localStorage.setItem(SAVED_STORAGE_KEY, stored(["Z9"]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: SAVED_STORAGE_KEY }));
    });
    expect(result.current).toEqual(["Z9"]);
  });

  it("ignores storage events about other keys", async () => {
    const { useSavedList } = await freshStore();
    const { result } = renderHook(() => useSavedList());
    localStorage.setItem(SAVED_STORAGE_KEY, stored(["Z9"]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "colour-mode" }));
    });
    expect(result.current).toEqual(["A1", "B2"]);
  });
});

describe("the saved-vehicles store between pages", () => {
  afterEach(() => localStorage.clear());

  it("reads storage again after a time with nothing showing the list (a change made meanwhile is seen)", async () => {
    localStorage.setItem(SAVED_STORAGE_KEY, stored(["A1"]));
    const { useSavedList } = await freshStore();
    renderHook(() => useSavedList()).unmount();
    // Another tab saves a car while no card is on screen: nothing here listens for its storage event.
    localStorage.setItem(SAVED_STORAGE_KEY, stored(["A1", "Z9"]));
    const { result } = renderHook(() => useSavedList());
    expect(result.current).toEqual(["A1", "Z9"]);
  });
});
