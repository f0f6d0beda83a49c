// The site's Gatsby Functions on the production server: POST /api/leads (src/api/leads.ts) and /api/alerts
// (src/api/alerts.ts), the very functions Gatsby builds, imported once at start (gatsby serve re-requires them
// for every call). A body is parsed as Gatsby parses a function's body: the raw, text, urlencoded and json
// parsers in that order, each with the function's exported `config.bodyParser` settings (16 KB), and `{}` when
// none applied. Requests still running are counted, so a stopping server can wait for their writes.
import express, { type NextFunction, type Request, type Response } from "express";
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import site from "../../content/site.json";
import alerts, { config as alertsConfig } from "../../src/api/alerts";
import leads, { config } from "../../src/api/leads";
import { FORM_LIMITS } from "../../src/lib/forms/form-limits";

export interface FunctionRoute {
  router: express.Router;
  /** Resolves once every request handed to the function so far has finished. */
  settled(): Promise<void>;
  inFlight(): number;
}

type GatsbyFunction = (request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) => Promise<void>;

/** Body-parser failures answered in the function's own words (gatsby serve sends Express's HTML page). */
function bodyError(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (response.headersSent || typeof status !== "number" || status < 400 || status >= 500) return next(error);
  response.setHeader("Cache-Control", "no-store");
  if (status === 413) {
    response.status(413).json({ error: `The form is too large: send at most ${FORM_LIMITS.bodyBytes / 1024} KB.` });
  } else if (status === 415) {
    response.setHeader("Accept-Post", "application/json, application/x-www-form-urlencoded");
    response
      .status(415)
      .json({ error: "Send the form as UTF-8 application/json or application/x-www-form-urlencoded." });
  } else {
    const reason = type === "entity.parse.failed" ? "The form could not be read" : "The request was refused";
    response.status(status).json({ error: `${reason}. Please call us at ${site.phone}.`, phone: site.phone });
  }
}

/** One function at one path, its body parsed as Gatsby parses it. */
function functionRoute(path: string, handler: GatsbyFunction, functionConfig: GatsbyFunctionConfig): FunctionRoute {
  const running = new Set<Promise<void>>();
  const parsers = functionConfig.bodyParser ?? {};
  const router = express.Router();
  router.all(
    path,
    express.raw(parsers.raw),
    express.text(parsers.text),
    express.urlencoded(parsers.urlencoded),
    express.json(parsers.json),
    async (request: Request, response: Response) => {
      // Gatsby's parsers (body-parser 1) leave `{}` when no parser applied; Express 5's leave undefined.
      request.body ??= {};
      // Express's request and response are what Gatsby hands a function: it runs functions on Express.
      const work = handler(request as unknown as GatsbyFunctionRequest, response as unknown as GatsbyFunctionResponse);
      running.add(work);
      try {
        await work;
      } finally {
        running.delete(work);
      }
    },
    bodyError,
  );
  return {
    router,
    settled: async () => {
      await Promise.allSettled([...running]);
    },
    inFlight: () => running.size,
  };
}

/** POST /api/leads: src/api/leads.ts. */
export const leadRoute = (): FunctionRoute => functionRoute("/api/leads", leads, config);

/** POST /api/alerts (and its one-click unsubscribe address): src/api/alerts.ts. */
export const alertRoute = (): FunctionRoute => functionRoute("/api/alerts", alerts, alertsConfig);
