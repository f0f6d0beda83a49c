// Sharing a post-build pass between worker threads. The workers load a compiled bundle, as they load
// Gatsby's compiled gatsby-node in a build: here the module itself, compiled to CommonJS by TypeScript.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { tempFolder } from "../support/temp-folders";
import { compiledGatsbyNode, inWorkerThreads, splitInto, threadCount } from "../../gatsby/post-build/in-worker-threads";

const SOURCE = path.resolve(__dirname, "../../gatsby/post-build/in-worker-threads.ts");

interface Sum {
  sum: number;
  threadId: number;
}

/** A bundle serving "sum" (and "fail", which throws) through the real module. */
function workerBundle(): string {
  const dir = tempFolder("in-worker-threads-");
  const compiled = ts.transpileModule(fs.readFileSync(SOURCE, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  }).outputText;
  fs.writeFileSync(path.join(dir, "in-worker-threads.js"), compiled);
  fs.writeFileSync(
    path.join(dir, "bundle.js"),
    [
      'const { threadId } = require("node:worker_threads");',
      'const { serveWorkerTask } = require("./in-worker-threads.js");',
      'serveWorkerTask("sum", (files) => ({ sum: files.reduce((total, file) => total + Number(file), 0), threadId }));',
      'serveWorkerTask("fail", () => { throw new Error("public/broken/index.html: cannot be read"); });',
    ].join("\n"),
  );
  return path.join(dir, "bundle.js");
}

const sumHere = (files: string[]): Sum => ({
  sum: files.reduce((total, file) => total + Number(file), 0),
  threadId: 0,
});

describe("splitInto", () => {
  it("cuts a list into contiguous slices, none empty, every item once", () => {
    const items = Array.from({ length: 7 }, (_, index) => index);
    expect(splitInto(items, 2)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
    ]);
    expect(splitInto(items, 3).flat()).toEqual(items);
    expect(splitInto([1, 2], 4)).toEqual([[1], [2]]);
    expect(splitInto([], 2)).toEqual([]);
  });
});

describe("threadCount", () => {
  const bundle = "/site/.cache/compiled/gatsby-node.js";

  it("gives each core a thread when every thread has enough pages", () => {
    expect(threadCount(10_793, 2, bundle)).toBe(2);
    expect(threadCount(160, 8, bundle)).toBe(3);
  });

  it("keeps a small site, and a run without a compiled bundle, in this thread", () => {
    expect(threadCount(60, 2, bundle)).toBe(1);
    expect(threadCount(10_793, 2, undefined)).toBe(1);
  });
});

describe("compiledGatsbyNode", () => {
  it("names .cache/compiled/gatsby-node.js only where Gatsby compiled one", () => {
    const dir = tempFolder("compiled-gatsby-node-");
    expect(compiledGatsbyNode(dir)).toBeUndefined();
    fs.mkdirSync(path.join(dir, ".cache", "compiled"), { recursive: true });
    fs.writeFileSync(path.join(dir, ".cache", "compiled", "gatsby-node.js"), "");
    expect(compiledGatsbyNode(dir)).toBe(path.join(dir, ".cache", "compiled", "gatsby-node.js"));
  });
});

describe("inWorkerThreads", () => {
  const files = Array.from({ length: 200 }, (_, index) => String(index + 1));
  const total = (200 * 201) / 2;

  // Two cores, whatever this machine has: the files are enough for two threads (threadCount).
  it("shares the files between worker threads, one per core, each file once", async () => {
    const task = { name: "sum", run: sumHere, inputOf: (slice: string[]) => slice, bundle: workerBundle() };
    const parts = await inWorkerThreads(files, task, 2);
    expect(parts).toHaveLength(2);
    expect(parts.reduce((sum, part) => sum + part.sum, 0)).toBe(total);
    expect(parts.map((part) => part.threadId > 0)).toEqual([true, true]);
  });

  it("runs the task in this thread on one core, even with a bundle", async () => {
    const task = { name: "sum", run: sumHere, inputOf: (slice: string[]) => slice, bundle: workerBundle() };
    expect(await inWorkerThreads(files, task, 1)).toEqual([{ sum: total, threadId: 0 }]);
  });

  it("passes a worker's error on, so the build stops with it", async () => {
    await expect(
      inWorkerThreads(files, { name: "fail", run: sumHere, inputOf: (slice) => slice, bundle: workerBundle() }, 2),
    ).rejects.toThrow("public/broken/index.html: cannot be read");
  });

  it("runs the task in this thread without a bundle, with every file", async () => {
    const parts = await inWorkerThreads(files, {
      name: "sum",
      run: sumHere,
      inputOf: (slice) => slice,
      bundle: undefined,
    });
    expect(parts).toEqual([{ sum: total, threadId: 0 }]);
  });
});
