// Calling src/api/alerts.ts as Gatsby does, with the request and response of tests/leads/support/gatsby-http.ts and
// the address's query, which the one-click unsubscribe needs.
import type { GatsbyFunctionRequest } from "gatsby";
import alerts from "../../../src/api/alerts";
import {
  fakeRequest,
  fakeResponse,
  type CapturedResponse,
  type FakeRequestInit,
} from "../../leads/support/gatsby-http";

export const SITE = "https://sierravistamotors.example";

export async function callAlerts(
  init: FakeRequestInit & { query?: Record<string, string> } = {},
): Promise<CapturedResponse> {
  const { query = {}, ...rest } = init;
  const request = { ...fakeRequest(rest), url: "/api/alerts", query } as GatsbyFunctionRequest;
  const { res, result } = fakeResponse();
  await alerts(request, res);
  return result;
}

/** A post from one of the site's pages: JSON (with JavaScript) or a plain form (without). */
export function post(
  body: Record<string, unknown>,
  {
    form = false,
    remoteAddress = "203.0.113.10",
    referer,
  }: { form?: boolean; remoteAddress?: string; referer?: string } = {},
): Promise<CapturedResponse> {
  return callAlerts({
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      origin: SITE,
      ...(referer ? { referer } : {}),
    },
    body,
    remoteAddress,
  });
}
