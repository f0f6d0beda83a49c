// The vehicle vocabularies (vehicle-fields.ts) as shoppers read them in each language. The English labels are
// the values themselves (statuses and badges excepted: see below); the Spanish ones are US Spanish, with
// the words chosen in docs/spanish-glossary.md.
import type { Locale } from "../i18n/locale";
import { translated, type Translations } from "../i18n/translations";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission, VehicleStatus } from "./vehicle-fields";

const BODY_STYLE_LABELS: Translations<BodyStyle> = {
  es: {
    Sedan: "Sedán",
    SUV: "SUV",
    // Not "camioneta": many shoppers say that of an SUV or a van too.
    Truck: "Pickup",
    Coupe: "Cupé",
    Hatchback: "Hatchback",
    Convertible: "Convertible",
    Minivan: "Minivan",
    Wagon: "Station wagon",
  },
};

const TRANSMISSION_LABELS: Translations<Transmission> = {
  es: { Automatic: "Automática", Manual: "Manual", CVT: "Automática (CVT)" },
};

// The English abbreviations stay in brackets: they are what window stickers and listings elsewhere say.
const DRIVETRAIN_LABELS: Translations<Drivetrain> = {
  es: {
    FWD: "Tracción delantera (FWD)",
    RWD: "Tracción trasera (RWD)",
    AWD: "Tracción integral (AWD)",
    "4WD": "Tracción 4x4 (4WD)",
  },
};

const FUEL_TYPE_LABELS: Translations<FuelType> = {
  es: {
    Gasoline: "Gasolina",
    Diesel: "Diésel",
    Hybrid: "Híbrido",
    "Plug-in Hybrid": "Híbrido enchufable",
    Electric: "Eléctrico",
  },
};

// Statuses are lower-case keys, so English has labels of its own (the words the cards and the editor show).
const STATUS_LABELS_EN: Record<VehicleStatus, string> = {
  available: "Available",
  pending: "Sale pending",
  sold: "Sold",
};
const STATUS_LABELS: Translations<VehicleStatus> = {
  es: { available: "Disponible", pending: "Venta pendiente", sold: "Vendido" },
};

// Badge labels are the dealer's own words (content/site.json `badges`); these are the Spanish ones to show
// when the dealer has not written a Spanish label for a badge.
const BADGE_LABELS: Translations<BadgeKey> = {
  es: {
    lowPrice: "Precio bajo",
    lowMiles: "Poco millaje",
    dealerInspected: "Inspeccionado por el concesionario",
    localDelivery: "Entrega local",
    getItTomorrow: "Lléveselo mañana",
  },
};

export const bodyStyleLabel = (value: BodyStyle, locale: Locale = "en"): string =>
  translated(BODY_STYLE_LABELS, value, locale);

export const transmissionLabel = (value: Transmission, locale: Locale = "en"): string =>
  translated(TRANSMISSION_LABELS, value, locale);

export const drivetrainLabel = (value: Drivetrain, locale: Locale = "en"): string =>
  translated(DRIVETRAIN_LABELS, value, locale);

export const fuelTypeLabel = (value: FuelType, locale: Locale = "en"): string =>
  translated(FUEL_TYPE_LABELS, value, locale);

/** "Available", "Sale pending", "Sold"; "Disponible", "Venta pendiente", "Vendido". */
export const vehicleStatusLabel = (value: VehicleStatus, locale: Locale = "en"): string =>
  translated(STATUS_LABELS, value, locale, STATUS_LABELS_EN[value]);

/**
 * The badge labels a page shows: the dealer's English labels in English; in another language the dealer's
 * own label in it where written, else the site's translation.
 */
export function badgeLabels(
  locale: Locale,
  english: Readonly<Record<BadgeKey, string>>,
  dealerTranslations: Readonly<Partial<Record<BadgeKey, string>>> = {},
): Record<BadgeKey, string> {
  const labels = { ...english };
  if (locale === "en") return labels;
  for (const key of Object.keys(labels) as BadgeKey[])
    labels[key] = dealerTranslations[key]?.trim() || translated(BADGE_LABELS, key, locale, english[key]);
  return labels;
}
