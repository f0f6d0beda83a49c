import { BADGE_KEYS } from "./vehicle-fields";
import type { BodyStyle, VehicleContent } from "./vehicle-schema";
import { makeVehicle } from "./make-vehicle";
import { withVinCheckDigit } from "./vin";
import { between, pick, seededRandom } from "../seeded-random";
import { variantFileName } from "./synthetic-photos";

interface ModelSpec {
  make: string;
  model: string;
  trims: string[];
  body: BodyStyle;
  wmi: string;
  engine: string;
  fuel: VehicleContent["fuelType"];
  drivetrains: VehicleContent["drivetrain"][];
  mpg: [number, number] | null;
  basePrice: number;
}

// A table: one model a row.
// prettier-ignore
const MODELS: ModelSpec[] = [
  { make: "Honda", model: "Civic", trims: ["LX", "EX", "Sport"], body: "Sedan", wmi: "2HGFC2F7", engine: "2.0L I4", fuel: "Gasoline", drivetrains: ["FWD"], mpg: [31, 40], basePrice: 24000 },
  { make: "Honda", model: "CR-V", trims: ["LX", "EX", "EX-L"], body: "SUV", wmi: "2HKRW2H8", engine: "1.5L Turbo I4", fuel: "Gasoline", drivetrains: ["FWD", "AWD"], mpg: [27, 33], basePrice: 30000 },
  { make: "Toyota", model: "Camry", trims: ["LE", "SE", "XLE"], body: "Sedan", wmi: "4T1G11AK", engine: "2.5L I4", fuel: "Gasoline", drivetrains: ["FWD"], mpg: [28, 39], basePrice: 27000 },
  { make: "Toyota", model: "RAV4", trims: ["LE", "XLE", "Limited"], body: "SUV", wmi: "JTMRFREV", engine: "2.5L I4", fuel: "Gasoline", drivetrains: ["FWD", "AWD"], mpg: [27, 35], basePrice: 31000 },
  { make: "Toyota", model: "Tacoma", trims: ["SR5", "TRD Sport", "TRD Off-Road"], body: "Truck", wmi: "3TMCZ5AN", engine: "3.5L V6", fuel: "Gasoline", drivetrains: ["RWD", "4WD"], mpg: [18, 22], basePrice: 36000 },
  { make: "Toyota", model: "Prius", trims: ["L Eco", "LE", "XLE"], body: "Hatchback", wmi: "JTDKN3DU", engine: "1.8L I4 Hybrid", fuel: "Hybrid", drivetrains: ["FWD"], mpg: [54, 50], basePrice: 26000 },
  { make: "Ford", model: "F-150", trims: ["XL", "XLT", "Lariat"], body: "Truck", wmi: "1FTEW1EG", engine: "3.5L EcoBoost V6", fuel: "Gasoline", drivetrains: ["RWD", "4WD"], mpg: [18, 24], basePrice: 42000 },
  { make: "Ford", model: "Mustang", trims: ["EcoBoost", "GT"], body: "Coupe", wmi: "1FA6P8CF", engine: "5.0L V8", fuel: "Gasoline", drivetrains: ["RWD"], mpg: [15, 24], basePrice: 38000 },
  { make: "Chevrolet", model: "Silverado 1500", trims: ["WT", "LT", "RST"], body: "Truck", wmi: "1GCUYDED", engine: "5.3L V8", fuel: "Gasoline", drivetrains: ["RWD", "4WD"], mpg: [16, 21], basePrice: 44000 },
  { make: "Chevrolet", model: "Equinox", trims: ["LS", "LT", "Premier"], body: "SUV", wmi: "2GNALCEK", engine: "1.5L Turbo I4", fuel: "Gasoline", drivetrains: ["FWD", "AWD"], mpg: [26, 31], basePrice: 28000 },
  { make: "Nissan", model: "Altima", trims: ["S", "SV", "SR"], body: "Sedan", wmi: "1N4AL3AP", engine: "2.5L I4", fuel: "Gasoline", drivetrains: ["FWD"], mpg: [28, 39], basePrice: 26000 },
  { make: "Subaru", model: "Outback", trims: ["Base", "Premium", "Limited"], body: "Wagon", wmi: "4S4BSAFC", engine: "2.5L H4", fuel: "Gasoline", drivetrains: ["AWD"], mpg: [26, 33], basePrice: 30000 },
  { make: "Chrysler", model: "Pacifica", trims: ["Touring", "Touring L", "Limited"], body: "Minivan", wmi: "2C4RC1BG", engine: "3.6L V6", fuel: "Gasoline", drivetrains: ["FWD"], mpg: [19, 28], basePrice: 38000 },
  { make: "Mazda", model: "MX-5 Miata", trims: ["Sport", "Club", "Grand Touring"], body: "Convertible", wmi: "JM1NDAB7", engine: "2.0L I4", fuel: "Gasoline", drivetrains: ["RWD"], mpg: [26, 34], basePrice: 30000 },
  { make: "Tesla", model: "Model 3", trims: ["Standard Range", "Long Range"], body: "Sedan", wmi: "5YJ3E1EA", engine: "Electric Motor", fuel: "Electric", drivetrains: ["RWD", "AWD"], mpg: null, basePrice: 42000 },
  { make: "Hyundai", model: "Tucson", trims: ["SE", "SEL", "Limited"], body: "SUV", wmi: "KM8JECA1", engine: "2.5L I4", fuel: "Gasoline", drivetrains: ["FWD", "AWD"], mpg: [25, 32], basePrice: 29000 },
];

const COLOURS = ["Black", "White", "Silver", "Gray", "Red", "Blue", "Green", "Beige", "Orange"];
const INTERIORS = ["Black Cloth", "Gray Cloth", "Black Leather", "Tan Leather"];
const FEATURES = [
  "Backup Camera",
  "Bluetooth",
  "Apple CarPlay",
  "Android Auto",
  "Heated Seats",
  "Sunroof",
  "Navigation",
  "Blind Spot Monitor",
  "Adaptive Cruise Control",
  "Remote Start",
  "Leather Seats",
  "Third-Row Seating",
  "Tow Package",
];
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"; // model years 1980 + index (A = 1980 ... 2009 = 9, then A = 2010 again)
const STATUSES: VehicleContent["status"][] = [
  "available",
  "available",
  "available",
  "available",
  "available",
  "available",
  "available",
  "available",
  "pending",
  "sold",
];

function yearCode(year: number): string {
  return YEAR_CODES[(year - 1980) % 30];
}

/** Which of a group's lots the `index`-th vehicle stands on: the first lot has half the cars, as a main lot does. */
const LOT_PATTERN = [0, 0, 1, 2, 0, 1];
const lotOf = (lots: readonly string[], index: number) => lots[LOT_PATTERN[index % LOT_PATTERN.length] % lots.length];

/**
 * `count` plausible, schema-valid vehicles with unique VINs and stock numbers, the same for the same seed; with
 * `lots` (a dealer group's lot ids: the dealer-group example), each on one of them and described in Spanish too.
 * Photos are three file names from `photoFiles` a vehicle, reused round-robin so image processing stays
 * bounded; or, with `photosPerVehicle`, that many photos of the vehicle's own (syntheticPhotoFiles), as a
 * dealer's lot has them.
 */
export function syntheticInventory(
  count: number,
  photoFiles: string[],
  seed = 1,
  photosPerVehicle?: number,
  lots: readonly string[] = [],
): VehicleContent[] {
  if (photoFiles.length === 0 && !photosPerVehicle)
    throw new Error("syntheticInventory needs at least one photo file to reuse");
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const spec = pick(random, MODELS);
    const year = between(random, 2012, 2024);
    const age = 2026 - year;
    const mileage = Math.max(500, Math.round((age * 11_000 + between(random, -8000, 15000)) / 10) * 10);
    const price = Math.max(5995, Math.round((spec.basePrice * Math.pow(0.86, age) - mileage * 0.03) / 100) * 100 - 5);
    const serial = String(index + 1).padStart(6, "0");
    const vin = withVinCheckDigit(`${spec.wmi}0${yearCode(year)}Z${serial}`);
    const photoCount = 3;
    const photos = photosPerVehicle
      ? syntheticPhotoFiles(index, photosPerVehicle).map((file) => ({ file }))
      : Array.from({ length: photoCount }, (_, n) => ({
          file: photoFiles[(index * photoCount + n) % photoFiles.length],
        }));
    const badges = BADGE_KEYS.filter(() => random() < 0.2);
    const month = between(random, 1, 11);
    const day = between(random, 1, 28);
    return makeVehicle({
      vin,
      stockNumber: `S${String(index + 1).padStart(5, "0")}`,
      year,
      make: spec.make,
      model: spec.model,
      trim: pick(random, spec.trims),
      bodyStyle: spec.body,
      mileage,
      price,
      exteriorColor: pick(random, COLOURS),
      interiorColor: pick(random, INTERIORS),
      transmission:
        spec.fuel === "Electric" ? "Automatic" : pick(random, ["Automatic", "Automatic", "CVT", "Manual"] as const),
      drivetrain: pick(random, spec.drivetrains),
      fuelType: spec.fuel,
      engine: spec.engine,
      mpgCity: spec.mpg?.[0],
      mpgHighway: spec.mpg?.[1],
      features: FEATURES.filter(() => random() < 0.35),
      description: {
        en: `${year} ${spec.make} ${spec.model} with ${mileage.toLocaleString("en-US")} miles, inspected and ready to drive.`,
        ...(lots.length > 0
          ? {
              es: `${spec.make} ${spec.model} ${year} con ${mileage.toLocaleString("en-US")} millas, inspeccionado y listo para manejar.`,
            }
          : {}),
      },
      ...(lots.length > 0 ? { location: lotOf(lots, index) } : {}),
      photos,
      badges,
      status: pick(random, STATUSES),
      dateInStock: `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      warranty: random() < 0.5 ? { type: "as-is" } : { type: "implied" },
    });
  });
}

/** The file names of the `index`-th generated vehicle's own photos (photoVariant draws each). */
export function syntheticPhotoFiles(index: number, photosPerVehicle: number): string[] {
  return Array.from({ length: photosPerVehicle }, (_, n) =>
    variantFileName(`s${String(index + 1).padStart(6, "0")}`, n),
  );
}
