// A small disk of its own for the outbox, to fill up for real: a tmpfs mounted on a new folder (the tests run as
// root, as CI does: mounting needs CAP_SYS_ADMIN). Filling it writes a filler file until the kernel answers
// ENOSPC; freeing it deletes the filler.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SmallDisk {
  dir: string;
  /** Writes until the disk is full; resolves with the bytes written. */
  fill(): number;
  free(): void;
  unmount(): void;
}

export function mountSmallDisk(kilobytes: number): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${kilobytes}k,mode=0700`, "tmpfs", dir], { stdio: "pipe" });
  } catch (error) {
    fs.rmdirSync(dir);
    throw new Error(
      `the disk-full test mounts a ${kilobytes} KB tmpfs, which needs root (as CI runs): ${(error as Error).message}`,
    );
  }
  const filler = path.join(dir, "filler");
  return {
    dir,
    fill() {
      const handle = fs.openSync(filler, "a");
      const page = Buffer.alloc(4096, 1);
      let written = 0;
      try {
        for (;;) written += fs.writeSync(handle, page);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        fs.closeSync(handle);
      }
      return written;
    },
    free: () => fs.rmSync(filler, { force: true }),
    unmount() {
      execFileSync("umount", [dir]);
      fs.rmdirSync(dir);
    },
  };
}
