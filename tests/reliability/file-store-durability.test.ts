// What a power cut cannot be tested with: the file store's writes in the order that makes them durable, read from
// the system calls the store makes (strace, on a process running support/file-store-steps.ts). A SIGKILL leaves
// the kernel's page cache intact, so the crash test (outbox-crash-file.test.ts) cannot see a missing flush; this
// can. For every lead file: written to a temporary name, flushed (fsync) before it is renamed; every rename and
// deletion in the folder followed by a flush of the folder before the next; a folder the store creates flushed
// into its parent before a lead is put in it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const STEPS = path.join(__dirname, "support", "file-store-steps.ts");

interface Call {
  name: string;
  /** The paths the call names: its quoted arguments, and the files behind its descriptors (strace -y). */
  paths: string[];
}

/** The calls in strace's log, in the order they began (a call interrupted by another thread counts where it began). */
function readCalls(log: string): Call[] {
  return log
    .split("\n")
    .filter((line) => !line.includes("resumed>"))
    .flatMap((line) => {
      const match = /^(?:\d+\s+)?(\w+)\((.*)$/.exec(line);
      if (!match) return [];
      const paths = [...match[2].matchAll(/"([^"]*)"|<(\/[^>]*)>/g)].map((found) => found[1] ?? found[2]);
      return [{ name: match[1], paths }];
    });
}

function traceSteps(dir: string): Call[] {
  const log = path.join(root, `strace-${path.relative(root, dir).replaceAll("/", "-")}.log`);
  execFileSync(
    "strace",
    [
      ...["-f", "-qq", "-y", "-o", log],
      ...["-e", "trace=mkdir,mkdirat,openat,fsync,fdatasync,rename,renameat,renameat2,unlink,unlinkat"],
      ...[process.execPath, "--import", "tsx", STEPS, dir],
    ],
    { cwd: path.resolve(__dirname, "../.."), stdio: "pipe" },
  );
  return readCalls(fs.readFileSync(log, "utf8")).filter((call) => call.paths.some((entry) => entry.startsWith(root)));
}

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "file-store-durability-"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("flushes each lead file before its rename, and the folder after every rename and deletion", () => {
  const dir = path.join(root, "outbox", "leads");
  const calls = traceSteps(dir);
  const changes = calls.flatMap((call, index) => (/^(rename|unlink)/.test(call.name) ? [index] : []));
  // saved, claimed, given back, claimed, replaced (rename over the claim), deleted
  expect(changes.map((index) => calls[index].name.replace(/at2?$/, ""))).toEqual([
    "rename",
    "rename",
    "rename",
    "rename",
    "rename",
    "unlink",
  ]);
  const isFlushOf = (call: Call, file: string) => /^f(data)?sync$/.test(call.name) && call.paths.includes(file);

  for (const [order, index] of changes.entries()) {
    const change = calls[index];
    // A temporary file is flushed after it was opened and before it is renamed.
    const [source] = change.paths.filter((entry) => entry.startsWith(dir));
    if (path.basename(source).startsWith(".")) {
      const opened = calls.findIndex((call) => call.name === "openat" && call.paths.includes(source));
      expect(opened, `${source} opened`).toBeGreaterThanOrEqual(0);
      expect(
        calls.slice(opened, index).some((call) => isFlushOf(call, source)),
        `${source} flushed`,
      ).toBe(true);
    }
    // The folder is flushed after the change, before the next one.
    const next = changes[order + 1] ?? calls.length;
    expect(
      calls.slice(index + 1, next).some((call) => isFlushOf(call, dir)),
      `folder flushed after ${change.name} ${source}`,
    ).toBe(true);
  }
});

it("flushes a folder it creates into its parent before the first lead goes in", () => {
  const dir = path.join(root, "new", "outbox", "leads");
  const calls = traceSteps(dir);
  const firstRename = calls.findIndex((call) => call.name.startsWith("rename"));
  const before = calls.slice(0, firstRename);
  for (const folder of [path.join(root, "new"), path.join(root, "new", "outbox"), dir])
    expect(
      before.some((call) => /^f(data)?sync$/.test(call.name) && call.paths.includes(path.dirname(folder))),
      `${path.dirname(folder)} flushed after ${folder} was made`,
    ).toBe(true);
});
