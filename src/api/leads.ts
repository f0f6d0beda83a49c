// POST /api/leads: the Gatsby Function every lead form posts to (design section 7). The logic lives in
// src/lib/leads/delivery/handle-lead-request.ts; this file adapts Gatsby's request and response.
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import site from "../../content/site.json";
import type { DealerInfo } from "../lib/leads/adf";
import { LEAD_LIMITS } from "../lib/leads/lead-options";
import { handleLeadRequest, type LeadHttpResponse } from "../lib/leads/delivery/handle-lead-request";
import { createLeadHandlerDeps } from "../lib/leads/delivery/lead-runtime";

// The dealership named in every lead, compiled in from content/site.json (validated by the build).
const dealer: DealerInfo = {
  businessName: site.businessName,
  phone: site.phone,
  email: site.email,
  address: site.address,
};

const limit = `${LEAD_LIMITS.bodyBytes / 1024}kb`;

// Bodies over the limit are refused (413) before they are parsed; the handler checks the size again,
// since a host's adapter may parse bodies its own way.
export const config: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: "application/json", limit },
    urlencoded: { type: "application/x-www-form-urlencoded", limit, extended: false },
    text: { type: "text/*", limit },
    raw: { type: "application/octet-stream", limit },
  },
};

export function sendLeadResponse(res: GatsbyFunctionResponse, response: LeadHttpResponse): void {
  const { Location: location, ...headers } = response.headers;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (response.status === 303 && location) {
    res.redirect(303, location);
    return;
  }
  res.status(response.status).json(response.json);
}

export default async function leads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const deps = createLeadHandlerDeps(dealer);
  try {
    const response = await handleLeadRequest(
      { method: req.method, headers: req.headers, body: req.body, remoteAddress: req.socket?.remoteAddress },
      deps,
    );
    sendLeadResponse(res, response);
  } catch (error) {
    // Unexpected: say so plainly (with the phone number) rather than leave the visitor guessing.
    deps.log(`leads: unexpected error ${(error as { name?: string } | null)?.name ?? "Error"}`);
    if (!res.headersSent) {
      res.status(503).json({ error: `We could not send your message just now. Please call us at ${dealer.phone}.`, phone: dealer.phone });
    }
  }
}
