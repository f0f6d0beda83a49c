// Request and response objects shaped like the ones Gatsby hands a Function (express underneath), so
// tests can call src/api/leads.ts directly.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export interface FakeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  remoteAddress?: string;
  /** A host that hands the function no socket (some function platforms). */
  noSocket?: boolean;
}

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  json?: unknown;
  text?: string;
  location?: string;
}

export function fakeRequest({
  method = "POST",
  headers = {},
  body,
  remoteAddress = "127.0.0.1",
  noSocket = false,
}: FakeRequestInit): GatsbyFunctionRequest {
  const lowerHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method,
    url: "/api/leads",
    headers: lowerHeaders,
    body,
    query: {},
    params: {},
    cookies: {},
    socket: noSocket ? undefined : { remoteAddress },
  } as unknown as GatsbyFunctionRequest;
}

export function fakeResponse(): { res: GatsbyFunctionResponse; result: CapturedResponse } {
  const result: CapturedResponse = { status: 200, headers: {} };
  const res = {
    headersSent: false,
    statusCode: 200,
    setHeader(name: string, value: string | number | readonly string[]) {
      result.headers[name.toLowerCase()] = String(value);
      return res;
    },
    getHeader: (name: string) => result.headers[name.toLowerCase()],
    status(code: number) {
      result.status = code;
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      result.json = body;
      result.headers["content-type"] = "application/json; charset=utf-8";
      res.headersSent = true;
      return res;
    },
    send(body: unknown) {
      result.text = String(body);
      res.headersSent = true;
      return res;
    },
    redirect(statusOrUrl: number | string, maybeUrl?: string) {
      const [status, url] = typeof statusOrUrl === "number" ? [statusOrUrl, maybeUrl ?? "/"] : [302, statusOrUrl];
      result.status = status;
      result.location = url;
      result.headers.location = url;
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
  };
  return { res: res as unknown as GatsbyFunctionResponse, result };
}
