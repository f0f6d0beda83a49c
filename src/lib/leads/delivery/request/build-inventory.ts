// The inventory this site was built with, inside the lead function. Gatsby compiles functions with webpack
// right after onPreInit, where gatsby/lead-function/write-lead-inventory.ts wrote the file: the literal require() below
// makes webpack bundle it into the function (so it travels with the function to any host, and never into a
// browser bundle). tsc does not resolve require() paths, so a clean clone typechecks before any build.
import { createLeadInventory, type LeadInventory } from "../../lead-vehicle";
import { parseLeadInventoryFile } from "./lead-inventory-file";

let inventory: LeadInventory | undefined;

export function buildInventory(): LeadInventory {
  if (!inventory) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see the top of the file
    const file = require("../../../../../.generated/lead-inventory.json") as unknown;
    const { vehicles, lots } = parseLeadInventoryFile(file);
    inventory = createLeadInventory(vehicles, lots);
  }
  return inventory;
}
