// The trade-in's lines in the lead details. Year, mileage, VIN, condition and the amount owed are checked
// values, so they are facts; make, model and trim are the visitor's words and are quoted as such.
import type { DetailLine } from "./detail-line";
import { TRADE_IN_CONDITION_LABELS } from "./lead-options";
import type { TradeInLead } from "./lead-schema";
import type { LeadVehicleFacts } from "./lead-vehicle";
import { vehicleTitle } from "../vehicle/vehicle-title";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const miles = new Intl.NumberFormat("en-US");

/** "about $8,500": the owner's estimate of what is still owed, as the details and the ADF both say it. */
export const payoffText = (amount: number): string => `about ${dollars.format(amount)}`;

/** "Yes, about $8,500", "Yes, amount not given" or "No". */
function moneyOwedText(lead: TradeInLead): string {
  if (lead.owesMoney === "no") return "No";
  return lead.payoffAmount === undefined ? "Yes, amount not given" : `Yes, ${payoffText(lead.payoffAmount)}`;
}

/** The car on the lot the trade-in is toward, from the inventory; the stock number alone when not found. */
function tradingTowardText(lead: TradeInLead, vehicle: LeadVehicleFacts | undefined): string | undefined {
  if (!lead.stockNumber) return undefined;
  if (!vehicle) return `stock ${lead.stockNumber}: not in the inventory this site was built with`;
  const status = vehicle.status === "available" ? "" : ` (now ${vehicle.status})`;
  return `${vehicleTitle(vehicle)} (stock ${vehicle.stockNumber}, VIN ${vehicle.vin}), listed at ${dollars.format(vehicle.price)}${status}`;
}

export function tradeInDetailLines(lead: TradeInLead, vehicle: LeadVehicleFacts | undefined): DetailLine[] {
  const toward = tradingTowardText(lead, vehicle);
  return [
    ...(toward ? [{ label: "Trading toward", value: toward }] : []),
    { label: "Trade-in year", value: String(lead.tradeYear) },
    { label: "Trade-in mileage", value: `${miles.format(lead.tradeMileage)} miles` },
    ...(lead.tradeVin ? [{ label: "Trade-in VIN", value: lead.tradeVin }] : []),
    { label: "Trade-in condition", value: TRADE_IN_CONDITION_LABELS[lead.tradeCondition] },
    { label: "Money owed on it", value: moneyOwedText(lead) },
  ];
}

/** The visitor's description of their car: one quoted free-text line. */
export function tradeInDescription(lead: TradeInLead): DetailLine {
  return {
    label: "Trade-in make, model and trim",
    value: [lead.tradeMake, lead.tradeModel, lead.tradeTrim].filter(Boolean).join(" "),
    freeText: true,
  };
}
