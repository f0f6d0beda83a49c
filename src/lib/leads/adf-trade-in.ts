// The vehicles of a trade-in lead in ADF 1.0: the car on the lot it is toward (interest="buy", facts from
// the build's inventory only) and the shopper's own car (interest="trade-in"), in the DTD's element order:
// year, make, model, vin, stock, trim, odometer, condition, price, comments.
import type { TradeInLead } from "./lead-schema";
import type { LeadVehicleFacts } from "./lead-vehicle";
import { payoffText } from "./trade-in-details";

type Attributes = Record<string, string | number | undefined>;

/** adf.ts's element and block writers (they escape every value), passed in so this file needs no XML of its own. */
export interface AdfWriter {
  element: (name: string, content: string | number | undefined, attributes?: Attributes) => string;
  block: (name: string, children: string[], attributes?: Attributes) => string[];
}

/** ADF's condition values; the form offers all but "unknown". */
const ADF_CONDITION: Record<TradeInLead["tradeCondition"], "excellent" | "good" | "fair" | "poor"> = {
  excellent: "excellent",
  good: "good",
  fair: "fair",
  poor: "poor",
};

function buyVehicle(lead: TradeInLead, vehicle: LeadVehicleFacts | undefined, { element, block }: AdfWriter): string[] {
  if (!lead.stockNumber) return [];
  return block(
    "vehicle",
    [
      element("year", vehicle?.year ?? ""),
      element("make", vehicle?.make ?? ""),
      element("model", vehicle?.model ?? ""),
      ...(vehicle ? [element("vin", vehicle.vin)] : []),
      element("stock", vehicle?.stockNumber ?? lead.stockNumber),
      ...(vehicle?.trim ? [element("trim", vehicle.trim)] : []),
      ...(vehicle ? [element("price", Math.round(vehicle.price), { type: "asking", currency: "USD" })] : []),
      element(
        "comments",
        vehicle
          ? "The car the trade-in is toward"
          : "Trade-in toward this stock number, not in the inventory this site was built with",
      ),
    ],
    { interest: "buy", status: "used" },
  );
}

// No <finance>: the DTD's is (method, amount+, balance?), and the form never learns the loan's amount, only
// (at best) what is still owed. The comments say it in words instead.
function tradeInVehicle(lead: TradeInLead, { element, block }: AdfWriter): string[] {
  const comments =
    lead.owesMoney === "no"
      ? "No money owed on it"
      : lead.payoffAmount === undefined
        ? "Money is still owed on it; the owner did not say how much"
        : `Money is still owed on it: ${payoffText(lead.payoffAmount)}, as estimated by the owner`;
  return block(
    "vehicle",
    [
      element("year", lead.tradeYear),
      element("make", lead.tradeMake),
      element("model", lead.tradeModel),
      ...(lead.tradeVin ? [element("vin", lead.tradeVin)] : []),
      ...(lead.tradeTrim ? [element("trim", lead.tradeTrim)] : []),
      element("odometer", lead.tradeMileage, { status: "original", units: "mi" }),
      element("condition", ADF_CONDITION[lead.tradeCondition]),
      element("comments", comments),
    ],
    { interest: "trade-in", status: "used" },
  );
}

/** Both vehicles of a trade-in lead (the car toward first, when there is one). */
export function tradeInVehicleBlocks(
  lead: TradeInLead,
  vehicle: LeadVehicleFacts | undefined,
  writer: AdfWriter,
): string[] {
  return [...buyVehicle(lead, vehicle, writer), ...tradeInVehicle(lead, writer)];
}
