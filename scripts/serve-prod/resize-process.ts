// serve:prod's resizer (src/lib/images/resizer.ts): sizes are made in one helper process at the lowest CPU
// priority (resize-child.ts), started on the first size asked for and again after it stops. sharp's threads
// in the server's own process ran at the same priority as nginx and the page requests, so a crawler asking
// for every size of every photo made the sizes already made wait (the load bench: p99 7.0 ms at 1,365 answers/s,
// 3.3 ms at 2,076/s with this helper). A size in hand when the helper stops is refused with ResizerStoppedError
// (the service answers 503).
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

/** A running helper and the sizes it holds: when it stops, only its own are refused. */
interface Helper {
  process: ChildProcess;
  jobs: Map<number, Waiting>;
}

const restarted = () => new ResizerStoppedError("the photo resizer restarted; try again shortly");

export function resizeInLowPriorityProcess(log: (line: string) => void): Resizer {
  let current: Helper | undefined;
  let nextId = 0;

  function start(): Helper {
    // With tsx's loader, as serve:prod runs (package.json), whatever loader its parent has: a server started inside
    // another program (the tests' vitest) has none a child could use. The advanced channel carries bytes as they are.
    const child = fork(CHILD, [], {
      cwd: PROJECT_ROOT,
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const helper: Helper = { process: child, jobs: new Map() };
    child.on("message", (answer: ResizeAnswer) => {
      const job = helper.jobs.get(answer.id);
      if (!job) return;
      helper.jobs.delete(answer.id);
      if ("error" in answer) job.reject(new Error(answer.error));
      else job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    });
    // Ended, or never started ('error'; 'exit' may follow): the next size starts a new one.
    const stopped = (why: string) => {
      if (current === helper) current = undefined;
      if (helper.jobs.size > 0)
        log(`image service: the photo resizer stopped (${why}) with ${helper.jobs.size} size(s) in hand`);
      for (const job of helper.jobs.values()) job.reject(restarted());
      helper.jobs.clear();
    };
    child.on("exit", (code, signal) => stopped(signal ?? `exit ${code}`));
    child.on("error", (error) => stopped(error.message));
    child.on("disconnect", () => {
      if (current === helper) current = undefined;
    });
    // The helper never keeps the server alive on its own: a request waiting for it does.
    child.unref();
    child.channel?.unref();
    return helper;
  }

  return (file, size) => {
    const id = (nextId += 1);
    // The helper's folder is the project's: a path relative to serve:prod's own folder is made whole first.
    const job: ResizeJob = { id, file: path.resolve(file), size };
    const helper = (current ??= start());
    return new Promise<Buffer>((resolve, reject) => {
      helper.jobs.set(id, { resolve, reject });
      // A channel closed since (the helper just died): refused now; its exit refuses the others.
      helper.process.send(job, (error) => {
        if (!error || !helper.jobs.delete(id)) return;
        if (current === helper) current = undefined;
        reject(restarted());
      });
    });
  };
}
