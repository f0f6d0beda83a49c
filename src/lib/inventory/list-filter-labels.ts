// How a value of a list filter (body style, fuel, drivetrain, transmission, colour, special) reads on the
// filters panel and on its chip, in each language. The URL keeps the raw value (`?body=SUV` in both).
import { bodyStyleLabel, drivetrainLabel, fuelTypeLabel, transmissionLabel } from "../content/vehicle-field-labels";
import type { BadgeKey, BodyStyle, Drivetrain, FuelType, Transmission } from "../content/vehicle-fields";
import type { Locale } from "../i18n/locale";
import type { ColourFamily } from "./colour-family";
import { colourFamilyLabel } from "./colour-family-labels";
import type { ListFilterKey } from "./query";

/**
 * A list filter's value as shown; `badges` are the badge labels the page shows (the dealer's, in the page's
 * language: badgeLabels in vehicle-field-labels.ts).
 */
export function listFilterLabel(
  key: ListFilterKey,
  value: string,
  locale: Locale,
  badges: Readonly<Record<BadgeKey, string>>,
): string {
  switch (key) {
    case "body":
      return bodyStyleLabel(value as BodyStyle, locale);
    case "drivetrain":
      return drivetrainLabel(value as Drivetrain, locale);
    case "fuel":
      return fuelTypeLabel(value as FuelType, locale);
    case "transmission":
      return transmissionLabel(value as Transmission, locale);
    case "colour":
      return colourFamilyLabel(value as ColourFamily, locale);
    case "badge":
      return badges[value as BadgeKey] ?? value;
  }
}
