// The shoppers asking for photo sizes already made while the crawler runs, in a worker thread of their own: two
// kept-alive connections, one request at a time each, every answer timed by the client from request to last byte.
// autocannon shared the bench's event loop with the crawler (its 8 connections' TLS and bodies), so its latencies
// held the bench's own waits, and its figures did not agree with each other (69,286 answers in 29 s on 2
// connections, at a mean of 13.7 ms each).
import https from "node:https";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { timedRequest, type HttpsTarget } from "./load-https";

interface ProbeData {
  target: HttpsTarget;
  paths: string[];
  connections: number;
}

/** Times and errors, sent back when the probe is told to stop. */
export interface ProbeResult {
  times: number[];
  errors: number;
  seconds: number;
}

async function probe({ target, paths, connections }: ProbeData): Promise<void> {
  let stopping = false;
  parentPort?.once("message", () => (stopping = true));
  const agent = new https.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const loop = async (offset: number) => {
    for (let at = offset; !stopping; at += 1) {
      const answer = await timedRequest(target, paths[at % paths.length], {
        agent,
        headers: { accept: "image/webp,image/*" },
      }).catch(() => undefined);
      if (answer?.status === 200) times.push(answer.ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  agent.destroy();
  parentPort?.postMessage({ times, errors, seconds: (performance.now() - started) / 1000 } satisfies ProbeResult);
}

if (!isMainThread) void probe(workerData as ProbeData);

/** Starts the probe; `stop()` ends it and gives its figures. */
export function startCachedPhotoProbe(data: ProbeData): { stop(): Promise<ProbeResult> } {
  // A worker starts without the bench's TypeScript loader: tsx's CommonJS hook is registered first.
  const worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(__filename)});`, {
    eval: true,
    workerData: data,
  });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const figures = await result;
      await worker.terminate();
      return figures;
    },
  };
}
