// POST /api/leads: the Gatsby Function every lead form posts to (docs/architecture.md#leads). The logic
// lives in src/lib/leads/delivery/request/handle-lead-request.ts; this file adapts Gatsby's request and response.
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import site from "../../content/site.json";
import type { DealerInfo } from "../lib/server-kit/dealer";
import { buildInventory } from "../lib/leads/delivery/request/build-inventory";
import { handleLeadRequest } from "../lib/leads/delivery/request/handle-lead-request";
import { createLeadHandlerDeps } from "../lib/leads/delivery/runtime/lead-runtime";
import { responseMessage } from "../lib/leads/delivery/request/response-messages";
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

// The dealership named in every lead, compiled in from content/site.json (validated by the build).
const dealer: DealerInfo = {
  businessName: site.businessName,
  phone: site.phone,
  email: site.email,
  address: site.address,
};

// The body-parser limits (16 KB). Re-exported with `export *` from outside src/: see the file for why.
export * from "../../gatsby/lead-function/lead-function-config";

export default async function leads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  // On Netlify: the Blobs access and the visitor's address come with Netlify's event, before anything opens the outbox.
  const netlify = netlifyEventOf(req);
  if (netlify) connectNetlifyBlobs(netlify);
  // The inventory is read on first use, inside the try below: a broken file answers 503, never a crash.
  const deps = createLeadHandlerDeps(dealer, {
    inventory: {
      find: (stockNumber, vin) => buildInventory().find(stockNumber, vin),
      findStock: (stockNumber) => buildInventory().findStock(stockNumber),
      get lots() {
        return buildInventory().lots;
      },
      findLot: (id) => buildInventory().findLot(id),
    },
  });
  try {
    const response = await handleLeadRequest(
      {
        method: req.method,
        headers: req.headers,
        body: req.body,
        remoteAddress: netlify ? netlifyClientAddress(netlify) : req.socket?.remoteAddress,
      },
      deps,
    );
    sendFunctionResponse(res, response);
  } catch (error) {
    // Unexpected: say so plainly (with the phone number) rather than leave the visitor guessing.
    deps.log(`leads: unexpected error ${(error as { name?: string } | null)?.name ?? "Error"}`);
    if (!res.headersSent) {
      res.status(503).json({
        error: responseMessage("unexpected", messageLocaleOf(req.body), { phone: dealer.phone }),
        phone: dealer.phone,
      });
    }
  }
}
