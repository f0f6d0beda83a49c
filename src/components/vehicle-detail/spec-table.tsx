import styled from "@emotion/styled";
import React from "react";
import type { VehicleContent } from "../../lib/content/vehicle-schema";
import { formatNumber } from "../../lib/format";
import { space } from "../../styles/tokens";
import type { VehicleIdentity, VehicleSpecs } from "../../lib/vehicle/vehicle-facts";

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 40%;
    color: var(--color-text-muted);
    font-weight: 600;
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
    <Table aria-labelledby={labelledBy}>
      <tbody>
        {specRows(vehicle).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
