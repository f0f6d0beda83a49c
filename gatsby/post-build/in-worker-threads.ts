// Runs a post-build pass over many files on every core. Gatsby compiles gatsby-node.ts and everything it
// imports into one CommonJS file (.cache/compiled/gatsby-node.js); worker threads load that same file, and the
// module that registered the task (serveWorkerTask) does its share there and posts the result back. The
// caller names that file (compiledGatsbyNode) because only the build runs from it; Parcel rewrites
// __filename to the TypeScript source. Without it (unit tests, tsx scripts) the work runs in this thread:
// the result is the same, only slower.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

interface TaskData {
  task: string;
  input: unknown;
}

/** Below this many files per thread, starting a worker (loading the bundle again) costs more than it saves. */
const MIN_FILES_PER_THREAD = 50;

/**
 * Contiguous slices of `items`, as equal as can be.
 * @internal exported for its unit tests
 */
export function splitInto<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / Math.max(1, parts));
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

/** Gatsby's compiled gatsby-node (COMPILED_CACHE_DIR in gatsby/dist/utils/parcel), when there is one. */
export function compiledGatsbyNode(directory = process.cwd()): string | undefined {
  const file = path.join(directory, ".cache", "compiled", "gatsby-node.js");
  return fs.existsSync(file) ? file : undefined;
}

/**
 * How many threads share `fileCount` files: one per core, none below MIN_FILES_PER_THREAD files each.
 * @internal exported for its unit tests
 */
export function threadCount(fileCount: number, cores: number, bundle: string | undefined): number {
  if (!bundle) return 1;
  return Math.max(1, Math.min(cores, Math.floor(fileCount / MIN_FILES_PER_THREAD)));
}

function inWorker<Input, Output>(bundle: string, task: string, input: Input): Promise<Output> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: { task, input } satisfies TaskData });
    worker.once("message", (output: Output) => {
      resolve(output);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      reject(new Error(`${task}: a worker thread stopped (exit code ${code}) before answering`)),
    );
  });
}

export interface ThreadedTask<Input, Output> {
  /** The name the module gave serveWorkerTask. */
  name: string;
  /** The function the module gave serveWorkerTask. */
  run: (input: Input) => Output;
  /** The task's input for a slice of the files. */
  inputOf: (files: string[]) => Input;
  /** The compiled bundle the workers load (compiledGatsbyNode()); none runs the task in this thread. */
  bundle: string | undefined;
}

/** `task.run` on slices of `files`, one per core (of `cores`), each in a worker thread loading `task.bundle`. */
export async function inWorkerThreads<Input, Output>(
  files: readonly string[],
  { name, run, inputOf, bundle }: ThreadedTask<Input, Output>,
  cores = os.availableParallelism(),
): Promise<Output[]> {
  const threads = threadCount(files.length, cores, bundle);
  if (!bundle || threads === 1) return [run(inputOf([...files]))];
  return Promise.all(splitInto(files, threads).map((slice) => inWorker<Input, Output>(bundle, name, inputOf(slice))));
}

/** In a worker thread started for `task`: runs it on the thread's input and posts the result. */
export function serveWorkerTask<Input, Output>(task: string, run: (input: Input) => Output): void {
  const data = workerData as TaskData | null;
  if (isMainThread || data?.task !== task) return;
  parentPort?.postMessage(run(data.input as Input));
}
