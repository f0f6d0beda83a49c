// The last pass over every built page, one read and one write each (src/lib/html/finish-page.ts: NUL characters
// dropped, the CSS in <head>, the app started after the first paint, the Content-Security-Policy with the sha256
// of each inline script (Gatsby's, the colour-mode script, the app start, Partytown's snippet) and the origins of
// the integrations that are on).
//
// The pass is pure string work, about 5 ms a page: 54 s of a 10,800-page build on one thread. It is split
// over one worker thread per core (gatsby/post-build/in-worker-threads.ts).
import fs from "node:fs";
import { finishPage, type PagePolicyInputs } from "../../src/lib/html/finish-page";
import type { IntegrationsConfig } from "../../src/lib/platform/integrations-env";
import { integrationOrigins } from "../../src/lib/platform/integrations-env";
import { inWorkerThreads, serveWorkerTask } from "./in-worker-threads";
import { builtHtmlFiles, htmlFileToPagePath, publicPath } from "./public-files";

export interface FinishedPages {
  pages: number;
  /** How many threads shared the pass. */
  threads: number;
  /** Page paths whose HTML carries `<meta name="robots" content="noindex">` (read in the same pass). */
  noindexPaths: Set<string>;
}

interface FinishTask extends PagePolicyInputs {
  files: string[];
}

interface FinishedPart {
  noindexPaths: string[];
  problems: string[];
}

const TASK = "finish-built-html";

function finishFiles({ files, origins, frameSrc }: FinishTask): FinishedPart {
  const part: FinishedPart = { noindexPaths: [], problems: [] };
  for (const file of files) {
    const absolute = publicPath(file);
    const original = fs.readFileSync(absolute, "utf8");
    const { html: updated, noindex, inlineHandlers } = finishPage(original, { origins, frameSrc });
    if (inlineHandlers.length > 0)
      part.problems.push(`public/${file}: inline event handler attribute(s) ${inlineHandlers.join(", ")}`);
    if (noindex) part.noindexPaths.push(htmlFileToPagePath(file));
    if (updated !== original) fs.writeFileSync(absolute, updated);
  }
  return part;
}

/**
 * `frameSrc`: the video players the site's walk-around videos need (src/lib/content/video-source.ts);
 * `bundle`: Gatsby's compiled gatsby-node, for the worker threads (compiledGatsbyNode()).
 */
export async function finishBuiltHtml(
  integrations: IntegrationsConfig,
  frameSrc: readonly string[],
  bundle: string | undefined,
): Promise<FinishedPages> {
  const origins = integrationOrigins(integrations);
  const files = builtHtmlFiles();
  const parts = await inWorkerThreads(files, {
    name: TASK,
    run: finishFiles,
    inputOf: (slice): FinishTask => ({ files: slice, origins, frameSrc }),
    bundle,
  });
  const problems = parts.flatMap((part) => part.problems);
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block these inline event handlers; attach the listener in React instead:\n  ${problems.join("\n  ")}`,
    );
  }
  return {
    pages: files.length,
    threads: parts.length,
    noindexPaths: new Set(parts.flatMap((part) => part.noindexPaths)),
  };
}

serveWorkerTask(TASK, finishFiles);
