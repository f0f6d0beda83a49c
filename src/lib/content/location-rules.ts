// The rules between a group's lots and its vehicles, which no one file can check: each lot's id, store code and
// feed ids once; every vehicle on a lot the site has, and named when there are several (a lead about a car goes to
// its lot). Each problem names the file and the field, as the schemas' do.
import type { LocationContent } from "./location-schema";

interface Located {
  sourceFile: string;
}

function duplicates(
  locations: readonly (LocationContent & Located)[],
  field: string,
  values: (location: LocationContent) => readonly string[],
): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const location of locations) {
    for (const value of values(location)) {
      const earlier = seen.get(value);
      if (earlier)
        problems.push(`${location.sourceFile}: ${field}: must be unique, got "${value}", already used by ${earlier}`);
      else seen.set(value, location.sourceFile);
    }
  }
  return problems;
}

export function locationProblems(
  locations: readonly (LocationContent & Located)[],
  vehicles: readonly ({ location?: string } & Located)[],
  locationsFolder: string,
): string[] {
  const problems = [
    ...duplicates(locations, "id", (location) => [location.id]),
    ...duplicates(locations, "storeCode", (location) => [location.storeCode]),
    ...duplicates(locations, "feedIds", (location) => location.feedIds ?? []),
  ];
  const ids = [...new Set(locations.map((location) => location.id))];
  for (const vehicle of vehicles) {
    if (vehicle.location === undefined) {
      if (locations.length > 1)
        problems.push(
          `${vehicle.sourceFile}: location: required on a site with several lots, expected one of ${ids.join(", ")}`,
        );
    } else if (locations.length === 0) {
      problems.push(
        `${vehicle.sourceFile}: location: names a lot, "${vehicle.location}", but ${locationsFolder}/ holds none`,
      );
    } else if (!ids.includes(vehicle.location)) {
      problems.push(
        `${vehicle.sourceFile}: location: no such lot, got "${vehicle.location}", expected one of ${ids.join(", ")}`,
      );
    }
  }
  return problems;
}
