// A dealer warranty's terms as exports write them, read into the content's vocabulary: "Engine, Transmission &
// Drive Axle" as the covered systems, "90 days/3,000 miles" as { days: 90, miles: 3000 }. The Spanish page says
// them in Spanish from these values; a system the vocabulary lacks is written by hand, in both languages, as an
// "other" system in the vehicle's file. Shorthand the FTC does not allow ("powertrain") is an error, never a guess.
import type { WarrantyDuration } from "../content/vehicle-schema";
import { COVERED_SYSTEMS, type CoveredSystem } from "../content/vehicle-fields";
import { fail, ok, quoted, type Normalised } from "./normalised";

/** The words exports use for each system, lower case, punctuation as spaces. */
const SYSTEM_WORDS: Record<CoveredSystem, readonly string[]> = {
  Engine: ["engine", "motor", "engine block"],
  Transmission: ["transmission", "trans", "gearbox", "transaxle"],
  "Drive shaft": ["drive shaft", "driveshaft", "prop shaft", "propeller shaft"],
  "Drive axle": ["drive axle", "drive axles", "axle", "axles", "cv axle", "cv axles"],
  Differential: ["differential", "diff", "rear differential", "front differential"],
  "Transfer case": ["transfer case"],
  "Cooling system": ["cooling system", "cooling", "radiator"],
  "Fuel system": ["fuel system", "fuel"],
  "Electrical system": ["electrical system", "electrical", "electric system"],
  Brakes: ["brakes", "brake", "brake system"],
  Steering: ["steering", "steering system"],
  Suspension: ["suspension", "suspension system"],
  "Air conditioning": ["air conditioning", "a c", "ac", "air conditioner"],
  Heating: ["heating", "heater", "heat"],
  "Exhaust system": ["exhaust system", "exhaust"],
  "Catalytic converter": ["catalytic converter", "catalytic converters"],
  "Air bags": ["air bags", "airbags", "air bag", "airbag", "inflatable restraint system"],
  "Frame and body": ["frame and body", "frame body", "frame", "body"],
  Wheels: ["wheels"],
  Tires: ["tires", "tyres"],
};

const SHORTHAND = /^(power ?train|drive ?train)s?$/;

const wordsOf = (item: string) =>
  item
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const systemOf = (item: string): CoveredSystem | undefined =>
  COVERED_SYSTEMS.find((system) => SYSTEM_WORDS[system].includes(wordsOf(item)));

/** "Engine, Transmission & Drive Axle" -> ["Engine", "Transmission", "Drive axle"]. */
export function normaliseCoveredSystems(cell: string): Normalised<CoveredSystem[]> {
  const items = cell
    .replace(/\ba\s*\/\s*c\b/gi, "air conditioning")
    .split(/[,;|/\n]| and | & /i)
    .map((item) => item.trim())
    .filter((item) => item !== "");
  const systems: CoveredSystem[] = [];
  for (const item of items) {
    if (SHORTHAND.test(wordsOf(item)))
      return fail(
        `${quoted(item)} is shorthand the FTC does not allow on the Buyers Guide (16 CFR 455.2(b)(2)(ii)); name each system, like Engine, Transmission, Drive axle`,
      );
    const system = systemOf(item);
    if (!system)
      return fail(
        `${quoted(item)} cannot be placed as a covered system; expected ${COVERED_SYSTEMS.join(", ")} (a system not listed goes in the vehicle's file as otherSystems, with its Spanish name)`,
      );
    if (!systems.includes(system)) systems.push(system);
  }
  return systems.length > 0 ? ok(systems) : fail(`${quoted(cell)} names no covered system`);
}

const UNIT_OF: ReadonlyArray<[RegExp, keyof WarrantyDuration]> = [
  [/^(days?|d)$/, "days"],
  [/^(months?|mos?|mths?)$/, "months"],
  [/^(miles?|mi)$/, "miles"],
];

/** "90 days or 3,000 miles, whichever comes first", "90 days/3000 mi", "6 months" -> the duration's numbers. */
export function normaliseWarrantyDuration(cell: string): Normalised<WarrantyDuration> {
  const duration: WarrantyDuration = {};
  const counts = [...cell.toLowerCase().matchAll(/(\d[\d,]*)\s*([a-z]+)/g)];
  for (const [, digits, unitWord] of counts) {
    const unit = UNIT_OF.find(([pattern]) => pattern.test(unitWord))?.[1];
    const value = Number(digits.replace(/,/g, ""));
    if (!unit || !Number.isInteger(value) || value < 1)
      return fail(
        `${quoted(cell)} cannot be read as a duration; expected days or months and/or miles, like "90 days or 3,000 miles"`,
      );
    if (duration[unit] !== undefined) return fail(`${quoted(cell)} gives ${unit} twice`);
    duration[unit] = value;
  }
  if (counts.length === 0)
    return fail(
      `${quoted(cell)} cannot be read as a duration; expected days or months and/or miles, like "90 days or 3,000 miles"`,
    );
  if (duration.days !== undefined && duration.months !== undefined)
    return fail(`${quoted(cell)} gives both days and months; expected one of them, with or without miles`);
  return ok(duration);
}
