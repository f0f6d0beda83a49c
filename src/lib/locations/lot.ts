// A dealer group's lot as pages show it: its content (content/locations/) with what the build works out (its page,
// its map link, its Buyers Guide's dealer box). Zod-free: read back from the SiteLocationFields fragment.
import type { SiteSettings } from "../content/site-settings-schema";
import { oneOf } from "../content/one-of";
import { WEEK_DAYS } from "../content/site-fields";

type Address = SiteSettings["address"];
type WeekHours = SiteSettings["hours"];

export interface Lot {
  id: string;
  name: string;
  /** `/locations/<id>/`: its page, which exists only on a site with two or more lots. */
  path: string;
  address: Address;
  geo?: NonNullable<SiteSettings["geo"]>;
  phone: string;
  servicePhone?: string;
  email: string;
  mapUrl: string;
  hours: WeekHours;
  serviceHours?: WeekHours;
  storeCode: string;
  /** The dealer box of the lot's Buyers Guides (16 CFR 455.2). */
  buyersGuide: { name: string; address: Address };
}

/** What the shell, the cards and the lead forms know of every lot (the `useLots` directory). */
export type LotSummary = Pick<Lot, "id" | "name" | "path" | "phone"> & { city: string; region: string };

type LotNode = Queries.SiteLocationFieldsFragment;

const weekOf = (hours: LotNode["hours"], what: string): WeekHours =>
  hours.map(({ day, hours: open }) => ({ day: oneOf(WEEK_DAYS, day, what), hours: open }));

// One Lot per query result, so components reading it get the same object (stable for memo).
const lotCache = new WeakMap<LotNode, Lot>();

export function lotOf(node: LotNode): Lot {
  let lot = lotCache.get(node);
  if (!lot) {
    const { locationId, geo, servicePhone, serviceHours, hours, ...rest } = node;
    lot = {
      ...rest,
      id: locationId,
      hours: weekOf(hours, `lot ${locationId} hours day`),
      ...(geo ? { geo } : {}),
      ...(servicePhone ? { servicePhone } : {}),
      ...(serviceHours ? { serviceHours: weekOf(serviceHours, `lot ${locationId} service hours day`) } : {}),
    };
    lotCache.set(node, lot);
  }
  return lot;
}

/** A site shows lots (pages, a filter, a select, a line on each card) only when it has two or more. */
export const isGroup = (lots: readonly unknown[]): boolean => lots.length >= 2;
