// POST /api/alerts: price-drop and new-arrival e-mail alerts (docs/architecture.md#e-mail-alerts). The
// logic lives in src/lib/alerts/delivery/handle-alert-request.ts; this file adapts Gatsby's request and response,
// as src/api/leads.ts does for leads.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import site from "../../content/site.json";
import { badgeLabelsFromFile } from "../lib/content/badge-labels-from-file";
import type { DealerInfo } from "../lib/server-kit/dealer";
import { buildAlertInventory } from "../lib/alerts/delivery/build-alert-inventory";
import { createAlertDeps, takeRequestsAfterAnswer } from "../lib/alerts/delivery/alert-runtime";
import { handleAlertRequest } from "../lib/alerts/delivery/handle-alert-request";
import { alertMessage } from "../lib/alerts/alert-messages";
import { messageLocaleOf } from "../lib/forms/form-fields";
import {
  connectNetlifyBlobs,
  netlifyClientAddress,
  netlifyEventOf,
} from "../lib/server-kit/request/netlify-lambda-event";
import { sendFunctionResponse } from "../lib/server-kit/request/function-response";
import { loadAllTextTables } from "../locales/text-tables";

// Every language's text tables, which src/lib reads from a store (src/lib/i18n/text-tables.ts).
loadAllTextTables();

// The dealership named in every alert e-mail, compiled in from content/site.json (validated by the build).
const dealer: DealerInfo = {
  businessName: site.businessName,
  phone: site.phone,
  email: site.email,
  address: site.address,
};

// The lead function's body-parser limits (16 KB), from outside src/ (see gatsby/lead-function/lead-function-config.ts).
export * from "../../gatsby/lead-function/lead-function-config";

export default async function alerts(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const netlify = netlifyEventOf(req);
  if (netlify) connectNetlifyBlobs(netlify);
  const deps = createAlertDeps({ dealer, badges: badgeLabelsFromFile(site.badges) }, buildAlertInventory);
  try {
    const response = await handleAlertRequest(
      {
        method: req.method,
        headers: req.headers,
        body: req.body,
        query: (req.query ?? {}) as Record<string, unknown>,
        remoteAddress: netlify ? netlifyClientAddress(netlify) : req.socket?.remoteAddress,
      },
      deps,
    );
    sendFunctionResponse(res, response);
    // After the answer, so it takes the same time whatever the address's state. A Netlify function is frozen once it
    // has answered: there netlify/functions/take-alert-requests.mts takes the queue every minute instead.
    if (response.queued && !netlify) await takeRequestsAfterAnswer(deps);
  } catch (error) {
    deps.log(`alerts: unexpected error ${(error as { name?: string } | null)?.name ?? "Error"}`);
    if (!res.headersSent)
      res.status(503).json({
        error: alertMessage("unavailable", messageLocaleOf(req.body), { phone: dealer.phone }),
      });
  }
}
