// A dealer group's lots as the lead function knows them (from the build's lead inventory): which lot a lead is for
// (the vehicle's, or the one the shopper chose), who its ADF names as the vendor, and the server setting that routes
// its leads (LEAD_TO_<ID>). Zod-free: the routing rule is shared by the function, leads:status and the docs' tests.
import type { DealerInfo } from "../server-kit/dealer";
import type { SettingName } from "../settings/setting";

/** A lot as a lead names it: its ADF <vendor> (name, address, phone, e-mail). */
export interface LeadLot {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: DealerInfo["address"];
}

/** `east-sacramento` → `LEAD_TO_EAST_SACRAMENTO`: the server setting with its lot's lead addresses. */
export const routeSettingOf = (lotId: string): SettingName => `LEAD_TO_${lotId.toUpperCase().replace(/-/g, "_")}`;

/** The lot whose staff a lead goes to: its vehicle's lot, else the one the shopper chose (the contact form). */
export function leadLotId(vehicle: { location?: string } | undefined, chosen: string | undefined): string | undefined {
  return vehicle?.location ?? chosen;
}

/** The dealer an ADF's <vendor> names for a lot: the lot, as its own business. */
export const lotVendor = (lot: LeadLot): DealerInfo => ({
  businessName: lot.name,
  phone: lot.phone,
  email: lot.email,
  address: lot.address,
});
