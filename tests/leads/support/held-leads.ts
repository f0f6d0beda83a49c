// A lead saved as the endpoint saves one past the global ceiling: held, in the held space.
import { saveHeldLead } from "../../../src/lib/leads/delivery/outbox/held-space";
import type { LeadOutbox } from "../../../src/lib/leads/delivery/outbox/lead-outbox";
import type { LeadMessage } from "../../../src/lib/leads/delivery/outbox/lead-message";

export async function saveHeld(
  outbox: LeadOutbox,
  message: LeadMessage,
  now = new Date(),
  { network = "203.0.113.0/24", maxHeld = 1000 }: { network?: string; maxHeld?: number } = {},
): Promise<string> {
  return (await saveHeldLead(outbox, message, { now, network, maxHeld })).name;
}
