// The site's closed vocabularies, reached from the words exports use: "4x4" is 4WD, "Sport Utility" is SUV,
// "A/T" is Automatic. A value no rule places is an error for its row, never a guess.
import type { VehicleContent, VehicleStatus } from "../content/vehicle-schema";
import { BODY_STYLES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUSES } from "../content/vehicle-fields";
import { fail, ok, quoted, type Normalised } from "./normalised";

/** Lower case, punctuation to spaces, padded: "4-Door Sport Utility" -> " 4 door sport utility ", "A/T" -> " at ". */
const words = (cell: string) =>
  ` ${cell
    .toLowerCase()
    .replace(/\b([am])\/t\b/g, "$1t")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

interface Rule<T> {
  value: T;
  pattern: RegExp;
}

/** Every rule that matches must agree: "Sedan/Coupe" names two body styles and is not placed. */
function placeByRules<T extends string>(
  cell: string,
  rules: readonly Rule<T>[],
  what: string,
  allowed: readonly string[],
): Normalised<T> {
  const text = words(cell);
  const found = [...new Set(rules.filter((rule) => rule.pattern.test(text)).map((rule) => rule.value))];
  if (found.length === 1) return ok(found[0]);
  if (found.length > 1)
    return fail(
      `${quoted(cell)} reads as more than one ${what} (${found.join(", ")}); expected one of ${allowed.join(", ")}`,
    );
  return fail(
    `${quoted(cell)} cannot be placed as a ${what}; expected one of ${allowed.join(", ")} or a common name for one`,
  );
}

type BodyStyle = VehicleContent["bodyStyle"];
const BODY_RULES: Rule<BodyStyle>[] = [
  { value: "SUV", pattern: / (suv|sport utility|sport utility vehicle|crossover|cuv) / },
  {
    value: "Truck",
    pattern:
      / (truck|pickup|pick up|crew cab|extended cab|regular cab|double cab|quad cab|king cab|access cab|supercrew|supercab|crewmax) /,
  },
  { value: "Sedan", pattern: / (sedan|saloon|4dr car|4 door car|4d car) / },
  { value: "Coupe", pattern: / (coupe|2dr car|2 door car|2d car) / },
  { value: "Hatchback", pattern: / (hatchback|hatch|liftback) / },
  { value: "Convertible", pattern: / (convertible|cabriolet|cabrio|roadster|spyder|spider) / },
  { value: "Minivan", pattern: / (minivan|mini van) / },
  { value: "Wagon", pattern: / (wagon|station wagon|estate|sportwagen) / },
];

export const normaliseBodyStyle = (cell: string) => placeByRules(cell, BODY_RULES, "body style", BODY_STYLES);

type Transmission = VehicleContent["transmission"];
// One rule at a time, in order: "6-Speed Automatic with Manual Shift Mode" is an automatic, a dual-clutch
// or automated manual gearbox shifts by itself, and a CVT says so.
const TRANSMISSION_ORDER: Rule<Transmission>[] = [
  { value: "CVT", pattern: / (cvt|continuously variable|variable|ecvt|e cvt|xtronic|lineartronic) / },
  // Electric cars have one gear and count as automatics.
  {
    value: "Automatic",
    pattern:
      / (automatic|auto|at|automated manual|dual clutch|dct|dsg|pdk|tiptronic|steptronic|powershift|manumatic|sportshift|single speed|1 speed|direct drive|reduction gear) /,
  },
  { value: "Manual", pattern: / (manual|mt|stick|stick shift|standard) / },
];

export function normaliseTransmission(cell: string): Normalised<Transmission> {
  const text = words(cell);
  const rule = TRANSMISSION_ORDER.find((candidate) => candidate.pattern.test(text));
  return rule
    ? ok(rule.value)
    : fail(
        `${quoted(cell)} cannot be placed as a transmission; expected one of ${TRANSMISSIONS.join(", ")} or a common name for one`,
      );
}

type Drivetrain = VehicleContent["drivetrain"];
// "4x2" and "2WD" say only that two wheels drive, not which two: not placed.
const DRIVETRAIN_RULES: Rule<Drivetrain>[] = [
  { value: "4WD", pattern: / (4wd|4x4|4 x 4|four wheel drive|4 wheel drive|4 wd) / },
  {
    value: "AWD",
    pattern: / (awd|all wheel drive|all wheel|4matic|xdrive|quattro|sh awd|4motion|symmetrical awd|e four) /,
  },
  { value: "FWD", pattern: / (fwd|front wheel drive|front wheel) / },
  { value: "RWD", pattern: / (rwd|rear wheel drive|rear wheel) / },
];

export const normaliseDrivetrain = (cell: string) => placeByRules(cell, DRIVETRAIN_RULES, "drivetrain", DRIVETRAINS);

type FuelType = VehicleContent["fuelType"];
// In order: a plug-in hybrid is also a hybrid and also electric; a hybrid is also gasoline.
const FUEL_ORDER: { value: FuelType | "unplaced"; pattern: RegExp }[] = [
  { value: "unplaced", pattern: / (natural gas|cng|lpg|propane|hydrogen|fuel cell) / },
  { value: "Plug-in Hybrid", pattern: / (plug in|plugin|phev) / },
  { value: "Hybrid", pattern: / (hybrid|hev) |(gas|gasoline|petrol) .*electric|electric .*(gas|gasoline|petrol) / },
  { value: "Electric", pattern: / (electric|ev|bev|battery) / },
  { value: "Diesel", pattern: / (diesel|tdi) / },
  // Flex fuel engines are gasoline engines that also take E85.
  {
    value: "Gasoline",
    pattern: / (gasoline|gas|petrol|unleaded|regular|premium|flex fuel|flexible fuel|flex|ffv|e85) /,
  },
];

export function normaliseFuelType(cell: string): Normalised<FuelType> {
  const text = words(cell);
  const rule = FUEL_ORDER.find((candidate) => candidate.pattern.test(text));
  if (!rule || rule.value === "unplaced") {
    return fail(
      `${quoted(cell)} cannot be placed as a fuel type; expected one of ${FUEL_TYPES.join(", ")} or a common name for one`,
    );
  }
  return ok(rule.value);
}

const STATUS_RULES: Rule<VehicleStatus>[] = [
  { value: "available", pattern: / (available|in stock|instock|active|for sale|on lot|ready) / },
  { value: "pending", pattern: / (pending|on hold|hold|deposit|sale pending|reserved) / },
  { value: "sold", pattern: / (sold|delivered) / },
];

export function normaliseStatus(cell: string): Normalised<VehicleStatus> {
  // "Not available" must not read as available.
  if (/ (not|no) /.test(words(cell)))
    return fail(`${quoted(cell)} cannot be placed as a status; expected one of ${VEHICLE_STATUSES.join(", ")}`);
  return placeByRules(cell, STATUS_RULES, "status", VEHICLE_STATUSES);
}

/** The Buyers Guide box a feed can name. A dealer warranty needs terms no feed column carries. */
export type FeedWarranty = "as-is" | "implied" | "dealer";
const WARRANTY_RULES: Rule<FeedWarranty>[] = [
  { value: "as-is", pattern: / (as is|asis|no warranty|no dealer warranty) / },
  { value: "implied", pattern: / (implied|implied warranty|implied warranties|implied warranties only) / },
  { value: "dealer", pattern: / (dealer warranty|full warranty|limited warranty|full|limited|dealer|warranty) / },
];

export function normaliseWarranty(cell: string): Normalised<FeedWarranty> {
  const text = words(cell);
  // "As Is - No Dealer Warranty" mentions a dealer warranty to deny it: the first matching rule decides.
  const rule = WARRANTY_RULES.find((candidate) => candidate.pattern.test(text));
  return rule
    ? ok(rule.value)
    : fail(`${quoted(cell)} cannot be placed as a Buyers Guide choice; expected As-Is, Implied or Dealer Warranty`);
}
