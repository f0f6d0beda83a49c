// The backend's answers when something goes wrong are short JSON sentences, like its refusals: never Express's
// HTML page, whose stack trace names files of this machine. What went wrong in full goes to the log.
import type { NextFunction, Request, Response } from "express";

/** The sentence for a failed request: body-parser's own failures by status, anything else as a 500. */
function failureText(status: number): string {
  if (status === 400) return "the request body is not valid JSON";
  if (status === 413) return "the request body is larger than the backend takes (50 MB)";
  if (status < 500) return "the request could not be read";
  return "the backend could not do this; its log says why";
}

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
};

/** Logs `error` after `context` and answers its status with a sentence (once; a late failure is only logged). */
export function answerFailure(response: Response, error: unknown, context: string, log: (line: string) => void): void {
  const status = statusOf(error);
  log(`${context} (${status}): ${error instanceof Error ? error.message : String(error)}`);
  if (response.headersSent) return;
  response.status(status).json({ error: failureText(status) });
}

/** For any request no route answered (another method or address). */
export function notFound(_request: Request, response: Response): void {
  response.status(404).json({ error: "the editor's backend answers only the editor's POST requests to its API" });
}

/** Express's last error handler: body-parser's refusals and anything a handler passed on. */
export function failureHandler(log: (line: string) => void) {
  // Express tells an error handler by its four parameters.
  return (error: unknown, _request: Request, response: Response, _next: NextFunction): void => {
    answerFailure(response, error, "editor backend: request failed", log);
  };
}
