// The inventory the alert function was built with: gatsby/alerts/write-alert-inventory.ts writes it in onPreInit,
// before Gatsby compiles functions, and the literal require() below makes webpack bundle it (as the lead function
// bundles its inventory, src/lib/leads/delivery/request/build-inventory.ts). tsc does not resolve require() paths, so a
// clean clone typechecks before any build.
import { FUNCTION_ALERT_INVENTORY_FILE, parseAlertInventory } from "../alert-inventory-file";
import type { AlertInventory } from "../alert-vehicle";

let inventory: AlertInventory | undefined;

export function buildAlertInventory(): AlertInventory {
  inventory ??= parseAlertInventory(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see the top of the file
    require("../../../../.generated/alerts-inventory.json") as unknown,
    FUNCTION_ALERT_INVENTORY_FILE,
  );
  return inventory;
}
