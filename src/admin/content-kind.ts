import { KIND_OF_COLLECTION } from "../lib/admin/cms-config";
import type { ContentKind } from "../lib/admin/content-files";
import type { ImmutableMap } from "./decap";

/** Which content file an entry is, from its collection's name. */
export function kindOfCollection(collectionName: unknown): ContentKind | undefined {
  return typeof collectionName === "string" ? KIND_OF_COLLECTION[collectionName] : undefined;
}

export function kindOfEntry(entry: ImmutableMap): ContentKind | undefined {
  return kindOfCollection(entry.get("collection"));
}
