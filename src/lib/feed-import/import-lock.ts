// One import at a time per content folder: two at once would each stage a view of content/ the other changes.
import fs from "node:fs";
import path from "node:path";
import { IMPORT_DIR } from "./import-state";
import { ImportError } from "./import-error";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock (a stale lock of a process that is gone is taken over); returns its release. */
export function acquireImportLock(contentDir: string): () => void {
  const dir = path.join(contentDir, IMPORT_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new ImportError([
          `(file): another import (process ${holder}) is writing ${contentDir}; wait for it to finish`,
        ]);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new ImportError([`(file): cannot take the import lock ${file}`]);
}
