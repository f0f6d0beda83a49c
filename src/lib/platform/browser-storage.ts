// localStorage as the site keeps a shopper's choices in it (the colour mode, the privacy choice): storage may be
// missing or throw (Safari's private mode, site data turned off, a full quota), and then the choice is simply not
// kept. Dependency-free: the shell and the privacy check load it on every page.

export type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The text stored under `key`; undefined when there is none or storage throws. */
export function readStored(storage: StorageLike | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Returns false when the value could not be kept (no storage, or it threw). */
export function keepStored(storage: StorageLike | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
