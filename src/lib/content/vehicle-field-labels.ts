// The vehicle vocabularies (vehicle-fields.ts) as shoppers read them in each language. The English labels are
// the values themselves (statuses and badges excepted: see below); the Spanish ones are in
// `src/locales/es/vehicle-field-labels.ts`, which English-only builds leave out.
import type { Locale } from "../i18n/locale";
import { textTable, translated, translationsOf, type Translations } from "../i18n/text-tables";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission, VehicleStatus } from "./vehicle-fields";

interface VehicleFieldLabels {
  bodyStyle: Record<BodyStyle, string>;
  transmission: Record<Transmission, string>;
  drivetrain: Record<Drivetrain, string>;
  fuelType: Record<FuelType, string>;
  status: Record<VehicleStatus, string>;
  badge: Record<BadgeKey, string>;
}

declare module "../i18n/text-tables" {
  interface TextTables {
    "vehicle-field-labels": VehicleFieldLabels;
  }
}

const VEHICLE_FIELD_LABELS = textTable("vehicle-field-labels");
const BODY_STYLE_LABELS: Translations<BodyStyle> = translationsOf(VEHICLE_FIELD_LABELS, (labels) => labels.bodyStyle);
const TRANSMISSION_LABELS: Translations<Transmission> = translationsOf(
  VEHICLE_FIELD_LABELS,
  (labels) => labels.transmission,
);
const DRIVETRAIN_LABELS: Translations<Drivetrain> = translationsOf(VEHICLE_FIELD_LABELS, (labels) => labels.drivetrain);
const FUEL_TYPE_LABELS: Translations<FuelType> = translationsOf(VEHICLE_FIELD_LABELS, (labels) => labels.fuelType);

// Statuses are lower-case keys, so English has labels of its own (the words the cards and the editor show).
const STATUS_LABELS_EN: Record<VehicleStatus, string> = {
  available: "Available",
  pending: "Sale pending",
  sold: "Sold",
};
const STATUS_LABELS: Translations<VehicleStatus> = translationsOf(VEHICLE_FIELD_LABELS, (labels) => labels.status);

// Badge labels are the dealer's own words; these are the site's translations where the dealer wrote none.
const BADGE_LABELS: Translations<BadgeKey> = translationsOf(VEHICLE_FIELD_LABELS, (labels) => labels.badge);

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
