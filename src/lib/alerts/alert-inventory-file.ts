// The two files the build writes of its inventory for alerts, and how they are read back (checked: a file from an
// older build or a damaged one is refused with the first problem, never half read).
import { z } from "zod";
import { vehicleFieldRules } from "../content/vehicle-schema";
import { ALERT_FIELDS } from "../vehicle/vehicle-shapes";
import { COLOUR_FAMILIES } from "../inventory/colour-family";
import type { AlertInventory } from "./alert-vehicle";

/** For the alert function, which bundles it (src/lib/alerts/delivery/build-alert-inventory.ts); git-ignored. */
export const FUNCTION_ALERT_INVENTORY_FILE = ".generated/alerts-inventory.json";
/** For `npm run alerts:send`: the live site's, read from public/ or fetched from SITE_URL. */
export const LIVE_ALERT_INVENTORY_PATH = "/alerts/inventory.json";

// The car's fields with their rules from the one vehicle declaration (content/vehicle-schema.ts), the price the
// advertised one, and what the build worked out (alert-vehicle.ts).
const fieldRules = vehicleFieldRules();
const vehicleSchema = z.strictObject({
  ...(Object.fromEntries(ALERT_FIELDS.map((field) => [field, fieldRules[field]])) as Pick<
    typeof fieldRules,
    (typeof ALERT_FIELDS)[number]
  >),
  price: z.number().nonnegative(),
  colour: z.enum(COLOUR_FAMILIES),
  path: z.string().startsWith("/"),
  photo: z.string().startsWith("/").optional(),
  lotName: z.string().optional(),
});

const fileSchema = z.strictObject({
  version: z.literal(1),
  enabled: z.boolean(),
  id: z.string().min(1),
  vehicles: z.array(vehicleSchema),
});

export type AlertInventoryFile = z.infer<typeof fileSchema>;

export const alertInventoryFile = (inventory: AlertInventory): AlertInventoryFile => ({ version: 1, ...inventory });

/** The inventory in a file read back; an Error naming the first problem (`vehicles[3].price: ...`) otherwise. */
export function parseAlertInventory(data: unknown, source: string): AlertInventory {
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${source}: ${issue.path.join(".").replace(/\.(\d+)/g, "[$1]") || "(file)"}: ${issue.message}`);
  }
  const { version: _version, ...inventory } = result.data;
  return inventory;
}
