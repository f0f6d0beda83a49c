/**
 * Writes the sample inventory in content/vehicles/*.json from a curated list (run once; staff edit the
 * JSON afterwards). VINs get real manufacturer prefixes, model-year codes and valid check digits.
 *   npx tsx scripts/sample-vehicles.ts
 */
import fs from "node:fs";
import path from "node:path";
import type { VehicleContent } from "../src/lib/content/vehicle-schema";
import { withVinCheckDigit } from "../src/lib/content/vin";
import { vehicleFileName } from "../src/lib/content/vehicle-file-name";

type Row = [
  year: number, make: string, model: string, trim: string, body: VehicleContent["bodyStyle"],
  engine: string, transmission: VehicleContent["transmission"], drivetrain: VehicleContent["drivetrain"],
  fuel: VehicleContent["fuelType"], mpg: [number, number] | null, price: number, mileage: number,
  exterior: string, interior: string, wmi: string, badges: VehicleContent["badges"],
  status: VehicleContent["status"], warranty: VehicleContent["warranty"], features: string[], story: string,
];

const MODEL_YEAR_CODES: Record<number, string> = {
  2012: "C", 2013: "D", 2014: "E", 2015: "F", 2016: "G", 2017: "H", 2018: "J", 2019: "K",
  2020: "L", 2021: "M", 2022: "N", 2023: "P", 2024: "R", 2025: "S",
};

const asIs = { type: "as-is" } as const;
const implied = { type: "implied" } as const;
const dealer90: VehicleContent["warranty"] = {
  type: "dealer", coverage: "limited", laborPercent: 100, partsPercent: 100,
  systemsCovered: ["Engine", "Transmission", "Drive axle"], duration: "90 days or 3,000 miles, whichever comes first",
};
const dealer30: VehicleContent["warranty"] = {
  type: "dealer", coverage: "limited", laborPercent: 50, partsPercent: 50,
  systemsCovered: ["Engine", "Transmission"], duration: "30 days or 1,000 miles, whichever comes first",
};

const rows: Row[] = [
  [2019, "Honda", "Civic", "EX", "Sedan", "2.0L I4", "CVT", "FWD", "Gasoline", [30, 38], 17995, 48210, "Crystal Black Pearl", "Black Cloth", "2HGFC2F7", ["lowPrice", "dealerInspected"], "available", dealer90, ["Apple CarPlay", "Android Auto", "Sunroof", "Honda Sensing", "Backup Camera"], "A one-owner Civic EX with a clean history report, new front brakes and a spotless cloth interior."],
  [2020, "Toyota", "Camry", "SE", "Sedan", "2.5L I4", "Automatic", "FWD", "Gasoline", [28, 39], 21495, 39870, "Celestial Silver", "Black SofTex", "4T1G11AK", ["dealerInspected", "localDelivery"], "available", dealer90, ["Toyota Safety Sense", "Apple CarPlay", "Sport Seats", "Blind Spot Monitor"], "Smooth, efficient and well kept: this Camry SE has dealer service records from new."],
  [2018, "Toyota", "RAV4", "XLE", "SUV", "2.5L I4", "Automatic", "AWD", "Gasoline", [22, 28], 19850, 71240, "Magnetic Gray", "Black Fabric", "JTMRFREV", ["lowPrice"], "available", implied, ["All-Wheel Drive", "Power Liftgate", "Sunroof", "Backup Camera"], "A practical all-wheel-drive RAV4 XLE with room for the family and the weekend gear."],
  [2017, "Ford", "F-150", "XLT SuperCrew", "Truck", "3.5L EcoBoost V6", "Automatic", "4WD", "Gasoline", [17, 23], 27900, 88400, "Oxford White", "Medium Earth Gray Cloth", "1FTEW1EG", ["dealerInspected"], "available", dealer30, ["Tow Package", "Bed Liner", "SYNC 3", "Running Boards", "Trailer Brake Controller"], "Work-ready F-150 XLT with the EcoBoost V6, a factory tow package and a clean bed."],
  [2021, "Chevrolet", "Silverado 1500", "LT Crew Cab", "Truck", "5.3L V8", "Automatic", "4WD", "Gasoline", [16, 20], 38995, 41320, "Summit White", "Jet Black Cloth", "1GCUYDED", ["lowMiles", "dealerInspected"], "available", dealer90, ["Tow Package", "Heated Seats", "Apple CarPlay", "Remote Start"], "Low-mileage Silverado LT with the 5.3L V8, heated seats and remote start."],
  [2016, "Nissan", "Altima", "2.5 SV", "Sedan", "2.5L I4", "CVT", "FWD", "Gasoline", [27, 39], 9995, 102350, "Gun Metallic", "Charcoal Cloth", "1N4AL3AP", ["lowPrice"], "available", asIs, ["Backup Camera", "Remote Start", "Bluetooth"], "An honest, economical commuter at a price that leaves room in the budget."],
  [2019, "Subaru", "Outback", "2.5i Premium", "Wagon", "2.5L H4", "CVT", "AWD", "Gasoline", [25, 32], 22450, 56780, "Wilderness Green", "Warm Ivory Cloth", "4S4BSAFC", ["dealerInspected", "getItTomorrow"], "available", dealer90, ["EyeSight Driver Assist", "Roof Rails", "Heated Seats", "Apple CarPlay"], "Symmetrical all-wheel drive, EyeSight safety and a heated cabin for every season."],
  [2020, "Jeep", "Wrangler", "Unlimited Sport S", "SUV", "3.6L V6", "Automatic", "4WD", "Gasoline", [17, 23], 32995, 38950, "Firecracker Red", "Black Cloth", "1C4HJXDG", ["lowMiles"], "pending", implied, ["Removable Top", "Alloy Wheels", "Apple CarPlay", "Trail Rated"], "Four-door Wrangler Sport S ready for the trail, with a removable hard top."],
  [2022, "Hyundai", "Elantra", "SEL", "Sedan", "2.0L I4", "CVT", "FWD", "Gasoline", [31, 41], 19495, 24610, "Intense Blue", "Black Cloth", "5NPLM4AG", ["lowMiles", "localDelivery"], "available", dealer90, ["Apple CarPlay", "Lane Keeping Assist", "Blind Spot Monitor"], "Nearly new Elantra SEL with factory warranty remaining and great fuel economy."],
  [2015, "Mazda", "Mazda3", "i Touring Hatchback", "Hatchback", "2.0L I4", "Manual", "FWD", "Gasoline", [29, 40], 8495, 96720, "Soul Red Metallic", "Black Cloth", "JM1BM1L7", ["lowPrice"], "available", asIs, ["Six-Speed Manual", "Bluetooth", "Alloy Wheels"], "Fun to drive six-speed Mazda3 hatchback that sips fuel and loves a curvy road."],
  [2018, "Honda", "CR-V", "EX-L", "SUV", "1.5L Turbo I4", "CVT", "AWD", "Gasoline", [27, 33], 23995, 62300, "Modern Steel Metallic", "Gray Leather", "2HKRW2H8", ["dealerInspected"], "available", dealer90, ["Leather Seats", "Power Liftgate", "Sunroof", "Honda Sensing"], "Leather-lined CR-V EX-L with all-wheel drive and a quiet, roomy cabin."],
  [2017, "Ford", "Mustang", "GT Premium", "Coupe", "5.0L V8", "Manual", "RWD", "Gasoline", [15, 25], 26450, 44180, "Race Red", "Ebony Leather", "1FA6P8CF", ["lowMiles"], "available", implied, ["Six-Speed Manual", "Performance Package", "Heated Seats", "Premium Audio"], "A Coyote V8 and a six-speed manual: the Mustang GT the way it was meant to be."],
  [2019, "Toyota", "Tacoma", "TRD Off-Road", "Truck", "3.5L V6", "Automatic", "4WD", "Gasoline", [18, 22], 33750, 52400, "Cement", "Black Fabric", "3TMCZ5AN", ["dealerInspected", "localDelivery"], "available", dealer90, ["Crawl Control", "Locking Rear Differential", "Tow Package", "Bed Liner"], "Tacoma TRD Off-Road with crawl control and a locking rear differential."],
  [2021, "Tesla", "Model 3", "Standard Range Plus", "Sedan", "Single Motor Electric", "Automatic", "RWD", "Electric", null, 29995, 31800, "Pearl White Multi-Coat", "Black Vegan Leather", "5YJ3E1EA", ["lowMiles", "getItTomorrow"], "available", implied, ["Autopilot", "Glass Roof", "Navigation", "Heated Seats"], "Electric and quick, with Autopilot and over-the-air updates; charging cable included."],
  [2020, "Kia", "Telluride", "EX", "SUV", "3.8L V6", "Automatic", "AWD", "Gasoline", [19, 24], 34995, 47750, "Gravity Gray", "Black SynTex", "5XYP3DHC", ["dealerInspected"], "available", dealer90, ["Third-Row Seating", "Captain's Chairs", "Apple CarPlay", "Power Liftgate"], "Three-row Telluride EX with captain's chairs and all-wheel drive for the whole family."],
  [2014, "Toyota", "Prius", "Three", "Hatchback", "1.8L I4 Hybrid", "CVT", "FWD", "Hybrid", [51, 48], 8995, 134500, "Sea Glass Pearl", "Misty Gray Cloth", "JTDKN3DU", ["lowPrice"], "available", asIs, ["Navigation", "Backup Camera", "Smart Key"], "The classic fuel sipper, serviced on time and ready for many more miles."],
  [2019, "Chrysler", "Pacifica", "Touring L", "Minivan", "3.6L V6", "Automatic", "FWD", "Gasoline", [19, 28], 21995, 64300, "Billet Silver Metallic", "Black Leather", "2C4RC1BG", ["dealerInspected", "localDelivery"], "available", dealer90, ["Stow 'n Go Seating", "Power Sliding Doors", "Leather Seats", "Backup Camera"], "A comfortable family hauler with Stow 'n Go seats and power sliding doors."],
  [2018, "BMW", "3 Series", "330i xDrive", "Sedan", "2.0L Turbo I4", "Automatic", "AWD", "Gasoline", [23, 34], 20995, 58900, "Alpine White", "Black Dakota Leather", "WBA8D9G5", [], "available", implied, ["Leather Seats", "Navigation", "Heated Seats", "xDrive AWD"], "Sporty, refined 330i xDrive with navigation and heated leather seats."],
  [2016, "Chevrolet", "Equinox", "LT", "SUV", "2.4L I4", "Automatic", "FWD", "Gasoline", [21, 31], 10995, 91200, "Siren Red Tintcoat", "Jet Black Cloth", "2GNALCEK", ["lowPrice"], "available", asIs, ["Backup Camera", "Remote Start", "Bluetooth"], "Roomy compact SUV at a sensible price, with remote start and a backup camera."],
  [2021, "Ford", "Bronco Sport", "Big Bend", "SUV", "1.5L EcoBoost I3", "Automatic", "4WD", "Gasoline", [25, 28], 26995, 27400, "Cactus Gray", "Ebony Cloth", "3FMCR9B6", ["lowMiles", "dealerInspected"], "available", dealer90, ["G.O.A.T. Modes", "Apple CarPlay", "Roof Rails", "Co-Pilot360"], "Adventure-ready Bronco Sport Big Bend with four-wheel drive and low miles."],
  [2017, "Volkswagen", "Golf GTI", "S", "Hatchback", "2.0L Turbo I4", "Manual", "FWD", "Gasoline", [24, 32], 15495, 67300, "Tornado Red", "Clark Plaid Cloth", "3VW447AU", [], "sold", implied, ["Six-Speed Manual", "Plaid Seats", "Apple CarPlay"], "The benchmark hot hatch with its plaid seats and a crisp six-speed manual."],
  [2015, "Lexus", "RX 350", "Base", "SUV", "3.5L V6", "Automatic", "AWD", "Gasoline", [18, 25], 19995, 99100, "Nebula Gray Pearl", "Parchment Leather", "2T2BK1BA", ["dealerInspected"], "available", dealer30, ["Leather Seats", "Sunroof", "Heated Seats", "Power Liftgate"], "Quiet and comfortable RX 350 with Lexus reliability and a parchment leather cabin."],
  [2020, "Subaru", "Crosstrek", "Premium", "SUV", "2.0L H4", "CVT", "AWD", "Gasoline", [27, 33], 20495, 43200, "Plasma Yellow Pearl", "Gray Cloth", "JF2GTAEC", ["localDelivery"], "available", implied, ["EyeSight Driver Assist", "Roof Rails", "Apple CarPlay"], "A go-anywhere Crosstrek Premium in a color that stands out at the trailhead."],
  [2013, "Honda", "Odyssey", "EX-L", "Minivan", "3.5L V6", "Automatic", "FWD", "Gasoline", [18, 27], 7995, 142800, "Alabaster Silver Metallic", "Gray Leather", "5FNRL5H6", ["lowPrice"], "sold", asIs, ["Leather Seats", "Power Sliding Doors", "Sunroof"], "A dependable Odyssey EX-L that has carried one family for years."],
  [2022, "Toyota", "Corolla", "LE", "Sedan", "1.8L I4", "CVT", "FWD", "Gasoline", [30, 38], 18995, 21350, "Blue Crush Metallic", "Black Fabric", "5YFEPMAE", ["lowMiles", "getItTomorrow"], "available", dealer90, ["Toyota Safety Sense", "Apple CarPlay", "Adaptive Cruise Control"], "Practically new Corolla LE with adaptive cruise and Toyota Safety Sense."],
  [2018, "Ram", "1500", "Big Horn Crew Cab", "Truck", "5.7L HEMI V8", "Automatic", "4WD", "Gasoline", [15, 21], 28495, 79850, "Granite Crystal Metallic", "Diesel Gray Cloth", "1C6RR7LT", ["dealerInspected"], "pending", dealer30, ["HEMI V8", "Tow Package", "Uconnect 8.4", "Remote Start"], "HEMI-powered Ram Big Horn with a tow package and a smooth coil-spring ride."],
  [2019, "Mazda", "CX-5", "Grand Touring", "SUV", "2.5L I4", "Automatic", "AWD", "Gasoline", [24, 30], 23450, 45600, "Machine Gray Metallic", "Parchment Leather", "JM3KFBDM", ["dealerInspected", "lowMiles"], "available", dealer90, ["Leather Seats", "Bose Audio", "Heated Seats", "Head-Up Display"], "Upscale CX-5 Grand Touring with Bose audio, leather and a head-up display."],
  [2016, "Ford", "Fusion", "SE", "Sedan", "1.5L EcoBoost I4", "Automatic", "FWD", "Gasoline", [23, 34], 8750, 109400, "Shadow Black", "Charcoal Cloth", "3FA6P0HD", ["lowPrice"], "available", asIs, ["SYNC", "Backup Camera", "Alloy Wheels"], "An affordable, comfortable midsize sedan with a smooth EcoBoost engine."],
  [2021, "Hyundai", "Tucson", "Hybrid Limited", "SUV", "1.6L Turbo I4 Hybrid", "Automatic", "AWD", "Hybrid", [37, 36], 31495, 28900, "Amazon Gray", "Black Leather", "KM8JECA1", ["lowMiles", "dealerInspected"], "available", dealer90, ["Panoramic Sunroof", "Ventilated Seats", "Surround View Camera", "Wireless Charging"], "Fuel-saving Tucson Hybrid Limited with a panoramic roof and every comfort option."],
  [2017, "Chevrolet", "Camaro", "2SS Convertible", "Convertible", "6.2L V8", "Automatic", "RWD", "Gasoline", [16, 25], 31995, 36200, "Garnet Red Tintcoat", "Jet Black Leather", "1G1FH3D7", ["lowMiles"], "available", implied, ["Power Convertible Top", "Head-Up Display", "Brembo Brakes", "Heated Seats"], "Top-down V8 fun in a 2SS convertible with Brembo brakes and a head-up display."],
  [2020, "Nissan", "Rogue", "SV", "SUV", "2.5L I4", "CVT", "AWD", "Gasoline", [25, 32], 17995, 59800, "Glacier White", "Charcoal Cloth", "5N1AT2MV", ["localDelivery"], "available", implied, ["ProPILOT Assist", "Apple CarPlay", "Remote Start"], "A comfortable, economical all-wheel-drive Rogue with ProPILOT Assist."],
  [2019, "Audi", "A4", "Premium Plus quattro", "Sedan", "2.0L Turbo I4", "Automatic", "AWD", "Gasoline", [24, 31], 24995, 49300, "Navarra Blue Metallic", "Black Leather", "WAUENAF4", ["dealerInspected"], "available", dealer30, ["Virtual Cockpit", "Bang & Olufsen Audio", "quattro AWD", "Heated Seats"], "Premium Plus A4 quattro with Virtual Cockpit and Bang & Olufsen sound."],
  [2022, "Ford", "Maverick", "XL Hybrid", "Truck", "2.5L I4 Hybrid", "CVT", "FWD", "Hybrid", [42, 33], 27495, 18700, "Area 51", "Black Cloth", "3FTTW8E3", ["lowMiles", "getItTomorrow"], "available", dealer90, ["FLEXBED", "Apple CarPlay", "Co-Pilot360"], "The frugal hybrid pickup everyone is looking for, with a versatile FLEXBED."],
  [2018, "Volvo", "XC90", "T6 Momentum", "SUV", "2.0L Turbo/Supercharged I4", "Automatic", "AWD", "Gasoline", [20, 27], 29995, 61200, "Osmium Gray Metallic", "Blond Leather", "YV4A22PK", [], "available", implied, ["Third-Row Seating", "Pilot Assist", "Panoramic Sunroof", "Heated Seats"], "A safe, elegant seven-seat XC90 with Pilot Assist and a panoramic roof."],
];

export const PHOTO_VIEWS = ["side", "front", "rear", "closeup"] as const;

export function sampleVehicles(): VehicleContent[] {
  return rows.map((row, index) => {
    const [year, make, model, trim, bodyStyle, engine, transmission, drivetrain, fuelType, mpg, price, mileage, exteriorColor, interiorColor, wmi, badges, status, warranty, features, description] = row;
    const stockNumber = `${make.slice(0, 1).toUpperCase()}${String(24100 + index * 7)}`;
    const serial = String(100000 + ((index * 7919) % 899999)).padStart(6, "0");
    const vin = withVinCheckDigit(`${wmi}0${MODEL_YEAR_CODES[year]}${"ABCDEFGHKLMN"[index % 12]}${serial}`);
    const base = `${year}-${make}-${model}-${stockNumber}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const viewAlt: Record<(typeof PHOTO_VIEWS)[number], string> = {
      side: `Driver-side view of the ${exteriorColor.toLowerCase()} ${year} ${make} ${model}`,
      front: `Front three-quarter view of the ${year} ${make} ${model} ${trim}`,
      rear: `Rear three-quarter view of the ${year} ${make} ${model}`,
      closeup: `Close-up of the ${make} ${model}'s wheel and ${exteriorColor.toLowerCase()} paint`,
    };
    const day = 1 + ((index * 11) % 28);
    const month = 8 + (index % 4);
    return {
      vin, stockNumber, year, make, model, trim, bodyStyle, mileage, price, exteriorColor, interiorColor,
      transmission, drivetrain, fuelType, engine,
      ...(mpg ? { mpgCity: mpg[0], mpgHighway: mpg[1] } : {}),
      features, description, badges, status, warranty,
      photos: PHOTO_VIEWS.slice(0, index % 3 === 0 ? 4 : 3).map((view) => ({ file: `${base}-${view}.jpg`, alt: viewAlt[view] })),
      dateInStock: `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const dir = path.join(process.cwd(), "content", "vehicles");
  fs.mkdirSync(dir, { recursive: true });
  for (const vehicle of sampleVehicles()) {
    fs.writeFileSync(path.join(dir, vehicleFileName(vehicle)), `${JSON.stringify(vehicle, null, 2)}\n`);
  }
  console.log(`wrote ${rows.length} vehicles to ${path.relative(process.cwd(), dir)}`);
}
