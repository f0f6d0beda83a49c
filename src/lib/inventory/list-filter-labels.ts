// How a value of a list filter (body style, fuel, drivetrain, transmission, colour, special) reads on the
// filters panel and on its chip, in each language. The URL keeps the raw value (`?body=SUV` in both).
import { bodyStyleLabel, drivetrainLabel, fuelTypeLabel, transmissionLabel } from "../content/vehicle-field-labels";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission } from "../content/vehicle-fields";
import type { Locale } from "../i18n/locale";
import type { ColourFamily } from "./colour-family";
import { colourFamilyLabel } from "./colour-family-labels";
import type { ListFilterKey } from "./filter-table";

type BadgeLabels = Readonly<Record<BadgeKey, string>>;
export type ValueLabel = (value: string, locale: Locale, badges: BadgeLabels) => string;

/**
 * One entry per choice filter of FILTER_TABLE (the type asks for a new one); `badges` are the badge labels the
 * page shows (the dealer's, in the page's language: badgeLabels in vehicle-field-labels.ts).
 */
export const LIST_VALUE_LABELS: Record<ListFilterKey, ValueLabel> = {
  body: (value, locale) => bodyStyleLabel(value as BodyStyle, locale),
  drivetrain: (value, locale) => drivetrainLabel(value as Drivetrain, locale),
  fuel: (value, locale) => fuelTypeLabel(value as FuelType, locale),
  transmission: (value, locale) => transmissionLabel(value as Transmission, locale),
  colour: (value, locale) => colourFamilyLabel(value as ColourFamily, locale),
  badge: (value, _locale, badges) => badges[value as BadgeKey] ?? value,
};
