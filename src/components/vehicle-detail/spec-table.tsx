import { css } from "@emotion/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React from "react";
import {
  bodyStyleLabel,
  drivetrainLabel,
  fuelTypeLabel,
  transmissionLabel,
} from "../../lib/content/vehicle-field-labels";
import type { VehicleContent } from "../../lib/content/vehicle-schema";
import { formatMiles } from "../../lib/format";
import type { Locale } from "../../lib/i18n/locale";
import type { VehicleIdentity, VehicleSpecs } from "../../lib/vehicle/vehicle-facts";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n, useLocale } from "../i18n/locale-context";
import { DataTable } from "../ui/data-table";
import { PaintColourText } from "./paint-colour-text";

const specColumns = css`
  th[scope="row"] {
    width: 40%;
    color: var(--color-text-muted);
  }
  td {
    overflow-wrap: anywhere;
  }
`;

export type SpecVehicle = VehicleIdentity &
  VehicleSpecs &
  Pick<VehicleContent, "engine" | "mpgCity" | "mpgHighway" | "keys">;

function specRows(vehicle: SpecVehicle, i18n: I18n, locale: Locale): Array<[string, React.ReactNode]> {
  const { mpgCity: city, mpgHighway: highway } = vehicle;
  const rows: Array<[string, React.ReactNode]> = [
    [i18n._(msg`Year`), String(vehicle.year)],
    [i18n._(msg`Make`), vehicle.make],
    [i18n._(msg`Model`), vehicle.model],
    [i18n._(msg`Trim`), vehicle.trim || undefined],
    [i18n._(msg`Body style`), bodyStyleLabel(vehicle.bodyStyle, locale)],
    [i18n._(msg`Mileage`), formatMiles(vehicle.mileage, locale)],
    [i18n._(msg`Exterior color`), <PaintColourText paint={vehicle.exteriorColor} />],
    [i18n._(msg`Interior`), <PaintColourText paint={vehicle.interiorColor} />],
    // Staff-written ("2.0L Turbo I4"): the same in every language.
    [i18n._(msg`Engine`), vehicle.engine],
    [i18n._(msg`Transmission`), transmissionLabel(vehicle.transmission, locale)],
    [i18n._(msg`Drivetrain`), drivetrainLabel(vehicle.drivetrain, locale)],
    [i18n._(msg`Fuel type`), fuelTypeLabel(vehicle.fuelType, locale)],
    [
      i18n._(msg`Fuel economy`),
      city !== undefined && city !== null && highway ? i18n._(msg`${city} city / ${highway} highway MPG`) : undefined,
    ],
    [i18n._(msg`Keys`), vehicle.keys === undefined ? undefined : String(vehicle.keys)],
    // Spelled out in Spanish, once on the page (docs/spanish-glossary.md).
    [i18n._(msg({ message: "VIN", context: "the spec table's row" })), vehicle.vin],
    [i18n._(msg`Stock number`), vehicle.stockNumber],
  ];
  return rows.filter((row): row is [string, React.ReactNode] => row[1] !== undefined);
}

export function SpecTable({ vehicle, labelledBy }: { vehicle: SpecVehicle; labelledBy?: string }) {
  const i18n = useI18n(vehicleCatalogs);
  const locale = useLocale();
  return (
    <DataTable css={specColumns} labelledBy={labelledBy}>
      <tbody>
        {specRows(vehicle, i18n, locale).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
