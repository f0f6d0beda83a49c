// POST /api/v1 before decap-server sees it: the paths the request names, each spelled one way (relative to
// content/), the photos it writes measured, then each path checked on disk. A request that writes or deletes
// files is performed here (write-actions.ts: never through a link); decap-server, rooted at content/, gets the
// others (reads and listings) with those paths. Either answer goes back with paths from the repository root, as
// the editor named them. A refusal is 403 (422 for a photo or a malformed write) with the reason; a failure is
// 500, logged.
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { contentPathOf, shownPath, withRepoPaths } from "../../src/lib/admin/backend-paths";
import { WRITE_ACTIONS, writeShapeProblem } from "../../src/lib/admin/backend-writes";
import { LISTING_ACTIONS, requestPaths, withRequestPaths } from "../../src/lib/admin/local-backend-rules";
import { escapingLinkIn, linkRefusal } from "./content-paths";
import { ContentWriteRefusal } from "./content-writes";
import { answerFailure } from "./json-errors";
import { uploadRefusal } from "./upload-check";
import { performWrite } from "./write-actions";

export interface ApiRouteOptions {
  repoDir: string;
  contentDir: string;
  log: (line: string) => void;
}

const actionOf = (request: Request) =>
  typeof request.body?.action === "string" ? ` ${request.body.action as string}` : "";

export function apiRoute({ repoDir, contentDir, log }: ApiRouteOptions) {
  const refuse = (request: Request, response: Response, status: number, reason: string) => {
    log(`editor backend: refused${actionOf(request)} (${status}): ${reason}`);
    response.status(status).json({ error: reason });
  };

  async function check(request: Request, response: Response, next: NextFunction): Promise<void> {
    const named = requestPaths(request.body);
    if ("refusal" in named) return refuse(request, response, 403, named.refusal);
    const contentPaths = new Map<string, string>();
    for (const requested of named.paths) {
      const contentPath = contentPathOf(requested, repoDir);
      if (contentPath === undefined)
        return refuse(request, response, 403, `${shownPath(requested)} is outside content/`);
      contentPaths.set(requested, contentPath);
    }
    const shape = writeShapeProblem(request.body);
    if (shape) return refuse(request, response, 422, shape);
    // Measured first: a photo takes a while to read, and nothing on disk has been looked at yet.
    const upload = await uploadRefusal(request.body, repoDir);
    if (upload) return refuse(request, response, 422, upload);
    for (const contentPath of contentPaths.values()) {
      const reason = await linkRefusal(contentDir, contentPath);
      if (reason) return refuse(request, response, 403, reason);
      if (LISTING_ACTIONS.has(named.action)) {
        const link = await escapingLinkIn(path.join(contentDir, contentPath), contentDir);
        if (link) return refuse(request, response, 403, `"${link}" is a link that leads outside content/`);
      }
    }
    request.body = withRequestPaths(request.body, (requested) => contentPaths.get(requested) ?? requested);
    if (WRITE_ACTIONS.has(named.action)) {
      const answer = await performWrite(named.action, request.body, contentDir).catch((error: unknown) => {
        if (error instanceof ContentWriteRefusal) return error;
        throw error;
      });
      if (answer instanceof ContentWriteRefusal) return refuse(request, response, 403, answer.message);
      response.json(withRepoPaths(answer));
      return;
    }
    const send = response.json.bind(response);
    response.json = (answer: unknown) => {
      if (response.statusCode >= 500)
        log(`editor backend:${actionOf(request)} failed in decap-server (its own log line says why)`);
      return send(withRepoPaths(answer));
    };
    next();
  }

  return (request: Request, response: Response, next: NextFunction): void => {
    check(request, response, next).catch((error: unknown) =>
      answerFailure(response, error, `editor backend:${actionOf(request)} failed`, log),
    );
  };
}
