// The file store's writes as they begin, seen from outside the server: each new name in the outbox folder (a
// lead's temporary file, inotify through fs.watch), for the crash test to kill the server inside a write. Any new
// name counts, not only a temporary one, so a store that wrote leads in place would be killed inside its writes
// too (and fail the test with half-written leads).
import fs from "node:fs";
import type { WriteWatch } from "./crash-loop";

export function watchFolderWrites(dir: string): WriteWatch {
  return (onWrite) => {
    const seen = new Set<string>();
    const watcher = fs.watch(dir, (_event, name) => {
      if (!name || seen.has(name) || name.endsWith(".sending")) return;
      seen.add(name);
      onWrite();
    });
    return () => watcher.close();
  };
}
