// serve:prod's resizer (src/lib/images/resizer.ts): sizes are made in one helper process at the lowest CPU
// priority (resize-child.ts), started on the first size asked for and again after it stops. sharp's threads
// in the server's own process ran at the same priority as nginx and the page requests, so a crawler asking
// for every size of every photo held both cores and made the cached sizes wait (p99 42 ms on 2 cores).
// A size in hand when the helper stops is refused with ResizerStoppedError (the service answers 503).
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ResizerStoppedError, type Resizer } from "../../src/lib/images/resizer";
import type { ResizeAnswer, ResizeJob } from "./resize-child";

const CHILD = path.join(__dirname, "resize-child.ts");
const PROJECT_ROOT = path.resolve(__dirname, "../..");

interface Waiting {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

export function resizeInLowPriorityProcess(log: (line: string) => void): Resizer {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function settle(answer: ResizeAnswer): void {
    const job = waiting.get(answer.id);
    if (!job) return;
    waiting.delete(answer.id);
    if ("error" in answer) job.reject(new Error(answer.error));
    else job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  }

  function running(): ChildProcess {
    if (child) return child;
    // With tsx's loader, as serve:prod runs (package.json), whatever loader its parent has: a server started inside
    // another program (the tests' vitest) has none a child could use. The advanced channel carries bytes as they are.
    const started = fork(CHILD, [], {
      cwd: PROJECT_ROOT,
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("message", (answer: ResizeAnswer) => settle(answer));
    started.on("exit", (code, signal) => {
      if (child === started) child = undefined;
      if (waiting.size > 0)
        log(
          `image service: the photo resizer stopped (${signal ?? `exit ${code}`}) with ${waiting.size} size(s) in hand`,
        );
      for (const job of waiting.values())
        job.reject(new ResizerStoppedError("the photo resizer restarted; try again shortly"));
      waiting.clear();
    });
    // The helper never keeps the server alive on its own: a request waiting for it does.
    started.unref();
    started.channel?.unref();
    child = started;
    return started;
  }

  return (file, size) => {
    const id = (nextId += 1);
    // The helper's folder is the project's: a path relative to serve:prod's own folder is made whole first.
    const job: ResizeJob = { id, file: path.resolve(file), size };
    return new Promise<Buffer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      running().send(job);
    });
  };
}
