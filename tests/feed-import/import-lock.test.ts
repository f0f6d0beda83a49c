import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ImportError } from "../../src/lib/feed-import/import-error";
import { acquireImportLock } from "../../src/lib/feed-import/import-lock";
import { tempContent } from "./support";

describe("one import at a time", () => {
  it("refuses while another live process holds the lock, takes over a lock whose process is gone", async () => {
    const content = tempContent();
    const lock = path.join(content.dir, ".import", "lock");
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    const other = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(lock, String(other.pid));
      expect(() => acquireImportLock(content.dir)).toThrow(ImportError);
      expect(() => acquireImportLock(content.dir)).toThrow(
        `another import (process ${other.pid}) is writing ${content.dir}; wait for it to finish`,
      );
    } finally {
      other.kill();
      await new Promise((resolve) => other.on("exit", resolve));
    }
    const release = acquireImportLock(content.dir);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
    content.cleanup();
  });
});
