// The build's inventory for the lead function: written before Gatsby compiles the function, read back in it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeLeadInventory } from "../../gatsby/lead-function/write-lead-inventory";
import { loadContent } from "../../src/lib/content/load-content";
import { makeVehicle } from "../../src/lib/content/make-vehicle";
import { withVinCheckDigit } from "../../src/lib/content/vin";
import {
  LEAD_INVENTORY_FILE,
  leadInventoryFile,
  parseLeadInventoryFile,
} from "../../src/lib/leads/delivery/request/lead-inventory-file";
import { createLeadInventory } from "../../src/lib/leads/lead-vehicle";

const civic = makeVehicle({
  stockNumber: "H24100",
  year: 2019,
  make: "Honda",
  model: "Civic",
  trim: "EX",
  price: 18_995,
});
const truck = makeVehicle({
  stockNumber: "T-300",
  vin: withVinCheckDigit("1FTEW1EP0JK000300"),
  make: "Ford",
  model: "F-150",
  status: "sold",
});

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-inventory-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the lead inventory", () => {
  it("finds a vehicle only by its stock number and its VIN together", () => {
    const { vehicles, lots } = parseLeadInventoryFile(JSON.parse(JSON.stringify(leadInventoryFile([civic, truck]))));
    const inventory = createLeadInventory(vehicles, lots);
    expect(inventory.find("H24100", civic.vin)).toEqual({
      stockNumber: "H24100",
      vin: civic.vin,
      year: 2019,
      make: "Honda",
      model: "Civic",
      trim: "EX",
      price: 18_995,
      status: "available",
    });
    expect(inventory.find("t-300", truck.vin.toLowerCase())?.status).toBe("sold");
    expect(inventory.find("H24100", truck.vin)).toBeUndefined();
    expect(inventory.find("Z99999", civic.vin)).toBeUndefined();
  });

  it("keeps only what a lead needs: no description, photos or features", () => {
    expect(Object.keys(leadInventoryFile([civic]).vehicles[0]).sort()).toEqual([
      "make",
      "model",
      "price",
      "status",
      "stockNumber",
      "trim",
      "vin",
      "year",
    ]);
  });

  it.each([
    [{ version: 2, vehicles: [] }, /version/],
    [{ version: 1, vehicles: [{ ...leadInventoryFile([civic]).vehicles[0], price: "1" }] }, /vehicles\[0\]\.price/],
    [{ version: 1 }, /vehicles/],
    [null, /lead-inventory\.json/],
  ])("refuses a damaged file and names the problem: %j", (data, problem) => {
    expect(() => parseLeadInventoryFile(data)).toThrow(problem);
  });

  it("writes every content vehicle for the function, and leaves an unchanged file alone", () => {
    const { vehicles } = loadContent(path.resolve("content"));
    expect(writeLeadInventory(vehicles, [], dir)).toEqual({ file: LEAD_INVENTORY_FILE, count: vehicles.length });
    const file = path.join(dir, LEAD_INVENTORY_FILE);
    const written = parseLeadInventoryFile(JSON.parse(fs.readFileSync(file, "utf8"))).vehicles;
    expect(written.map((vehicle) => vehicle.stockNumber)).toEqual(vehicles.map((vehicle) => vehicle.stockNumber));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    // Compared with what the file system stored, which need not be the exact millisecond given.
    const before = fs.statSync(file).mtimeMs;
    writeLeadInventory(vehicles, [], dir);
    expect(fs.statSync(file).mtimeMs).toBe(before);
    expect(before).toBeLessThan(Date.now() - 30_000);
  });
});
