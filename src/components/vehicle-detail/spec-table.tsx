import { css } from "@emotion/react";
import React from "react";
import type { VehicleContent } from "../../lib/content/vehicle-schema";
import { formatNumber } from "../../lib/format";
import type { VehicleIdentity, VehicleSpecs } from "../../lib/vehicle/vehicle-facts";
import { DataTable } from "../ui/data-table";

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

function specRows(vehicle: SpecVehicle): Array<[string, string]> {
  const rows: Array<[string, string | undefined]> = [
    ["Year", String(vehicle.year)],
    ["Make", vehicle.make],
    ["Model", vehicle.model],
    ["Trim", vehicle.trim || undefined],
    ["Body style", vehicle.bodyStyle],
    ["Mileage", `${formatNumber(vehicle.mileage)} miles`],
    ["Exterior color", vehicle.exteriorColor],
    ["Interior", vehicle.interiorColor],
    ["Engine", vehicle.engine],
    ["Transmission", vehicle.transmission],
    ["Drivetrain", vehicle.drivetrain],
    ["Fuel type", vehicle.fuelType],
    [
      "Fuel economy",
      vehicle.mpgCity !== undefined && vehicle.mpgCity !== null && vehicle.mpgHighway
        ? `${vehicle.mpgCity} city / ${vehicle.mpgHighway} highway MPG`
        : undefined,
    ],
    ["Keys", vehicle.keys === undefined ? undefined : String(vehicle.keys)],
    ["VIN", vehicle.vin],
    ["Stock number", vehicle.stockNumber],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined);
}

export function SpecTable({ vehicle, labelledBy }: { vehicle: SpecVehicle; labelledBy?: string }) {
  return (
    <DataTable css={specColumns} labelledBy={labelledBy}>
      <tbody>
        {specRows(vehicle).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
