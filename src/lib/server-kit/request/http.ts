// A function's request and answer apart from any server framework (Gatsby's, Express under serve:prod, Netlify's
// event): the handlers of leads and alerts take and give these, and function-response.ts puts an answer on the
// framework's response.
import type { IncomingHttpHeaders } from "node:http";

export interface HttpRequest {
  method?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  remoteAddress?: string;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON body; absent for redirects. */
  json?: unknown;
}
