// The photo resizer of serve:prod (resize-process.ts starts it): one size per message, answered with its bytes
// or the error's message. At the lowest CPU priority (lowest-priority.ts, imported before sharp): while a crawler
// asks for new sizes, the pages and the sizes already made (nginx, serve:prod) get the cores first.
import "./lowest-priority";
import { resizePhoto } from "../../src/lib/images/resize-photo";
import type { PhotoSize } from "../../src/lib/images/service-sizes";

export interface ResizeJob {
  id: number;
  file: string;
  size: PhotoSize;
}

export type ResizeAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

process.on("message", (job: ResizeJob) => {
  resizePhoto(job.file, job.size).then(
    (bytes) => process.send?.({ id: job.id, bytes } satisfies ResizeAnswer),
    (error: unknown) => process.send?.({ id: job.id, error: (error as Error).message } satisfies ResizeAnswer),
  );
});
// serve:prod gone (or closed the channel on its way out): nothing is left to do.
process.on("disconnect", () => process.exit(0));
