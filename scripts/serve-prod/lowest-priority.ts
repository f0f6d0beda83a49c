// Imported first by resize-child.ts: every thread of the process is put at the lowest CPU priority before sharp
// loads. Linux keeps a priority per thread and a new thread takes its creator's: libvips starts its workers from
// libuv's pool threads, which Node started before any script ran, so lowering the main thread alone left sharp's
// work at the server's priority. Where /proc is missing (not Linux), the process's own call is all there is.
import fs from "node:fs";
import os from "node:os";

/** The lowest priority Linux and macOS give (the largest nice value); lowering it needs no privilege. */
const RESIZE_NICE = 19;

function threadIds(): number[] {
  try {
    return fs.readdirSync("/proc/self/task").map(Number);
  } catch {
    return [];
  }
}

os.setPriority(RESIZE_NICE);
for (const thread of threadIds()) {
  try {
    // On Linux setpriority(2) with a thread's id sets that thread.
    os.setPriority(thread, RESIZE_NICE);
  } catch {
    // A thread that ended meanwhile.
  }
}
