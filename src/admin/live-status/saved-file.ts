// A saved entry as the file it became: its repository path and the hash of its values (the text the editor
// wrote, with the same formatter Decap used, as canonical JSON), to compare with the live build's
// /build-info.json.
import { contentFileText } from "../../lib/admin/content-files";
import { FILE_HASH_LENGTH, canonicalJson } from "../../lib/build/build-info";
import { kindOfEntry } from "../content-kind";
import { plain, type ImmutableMap } from "../decap";

export interface SavedFile {
  path: string;
  hash: string;
}

async function shortSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, FILE_HASH_LENGTH);
}

export async function savedFileOf(entry: ImmutableMap): Promise<SavedFile | undefined> {
  const kind = kindOfEntry(entry);
  const path = entry.get("path");
  if (!kind || typeof path !== "string") return undefined;
  const written: unknown = JSON.parse(contentFileText(kind, plain(entry.get("data"))));
  return { path, hash: await shortSha256(canonicalJson(written)) };
}
