// The photos of each feed row as the plan sees them: first the names they will have (no fetching, for the dry
// run and the check of every row), then what really arrived.
import type { FeedVehicle } from "./feed-rows";
import { refusalWithoutLookup, type AddressRules } from "./host-policy";
import { photoSource, type FeedLocation, type PhotoSource } from "./photo-refs";
import { predictPhotoFile, type PhotoNeed, type PhotoOutcome, type PhotoStoreContext } from "./photo-store";
import type { PhotoResolution } from "./plan-import";

export interface PhotoPlanner {
  /** For the first plan: the file names the photos will have. */
  foreseen(feed: FeedVehicle, slug: string): PhotoResolution;
  /** Every photo to fetch, once the first plan has named them. */
  needs(vehicles: readonly FeedVehicle[]): PhotoNeed[];
  /** For the second plan: the stored files, or why some could not be had. */
  arrived(outcomes: ReadonlyMap<string, PhotoOutcome>): (feed: FeedVehicle) => PhotoResolution;
  /** Whether every photo arrived under the name foreseen for every vehicle listing it (then the first plan stands). */
  asForeseen(outcomes: ReadonlyMap<string, PhotoOutcome>): boolean;
}

/** A photo URL whose host is known to be internal without resolving it (an IP address, localhost). */
function refusedHost(result: ReturnType<typeof photoSource>, rules: AddressRules) {
  if (!("value" in result) || result.value.kind !== "url") return result;
  const reason = refusalWithoutLookup(new URL(result.value.url), rules);
  return reason ? { error: `photo ${result.value.url} ${reason}` } : result;
}

export function photoPlanner(location: FeedLocation, store: PhotoStoreContext, rules: AddressRules): PhotoPlanner {
  const byRow = new Map<number, { sources: PhotoSource[]; refused: string[] }>();
  const byReference = new Map<string, ReturnType<typeof photoSource>>();
  const slugs = new Map<number, string>();
  // Several vehicles may list the same photo: every name foreseen, per vehicle.
  const foreseenNames: [key: string, file: string][] = [];

  const sourcesOf = (feed: FeedVehicle) => {
    let found = byRow.get(feed.row);
    if (!found) {
      const results = (feed.facts.photos ?? []).map((reference) => {
        let result = byReference.get(reference);
        if (!result) byReference.set(reference, (result = refusedHost(photoSource(reference, location), rules)));
        return result;
      });
      // The same photo listed twice is stored and shown once.
      const unique = new Map(
        results.flatMap((result) => ("value" in result ? [[result.value.key, result.value] as const] : [])),
      );
      found = {
        sources: [...unique.values()],
        refused: results.flatMap((result) => ("error" in result ? [result.error] : [])),
      };
      byRow.set(feed.row, found);
    }
    return found;
  };

  return {
    foreseen(feed, slug) {
      slugs.set(feed.row, slug);
      const { sources, refused } = sourcesOf(feed);
      if (refused.length > 0) return { refused };
      const files = sources.map((source) => predictPhotoFile({ source, slug }, store));
      sources.forEach((source, index) => foreseenNames.push([source.key, files[index]]));
      return { files };
    },
    needs(vehicles) {
      return vehicles.flatMap((feed) => {
        const slug = slugs.get(feed.row);
        return slug === undefined ? [] : sourcesOf(feed).sources.map((source) => ({ source, slug }));
      });
    },
    arrived(outcomes) {
      return (feed) => {
        const { sources, refused } = sourcesOf(feed);
        if (refused.length > 0) return { refused };
        const results = sources.map(
          (source) => outcomes.get(source.key) ?? { error: `photo ${source.key} was not fetched` },
        );
        const failed = results.flatMap((result) => ("error" in result ? [result.error] : []));
        const hostsRefused = results.flatMap((result) => ("refused" in result ? [result.error] : []));
        if (hostsRefused.length > 0) return { refused: hostsRefused };
        return failed.length > 0
          ? { unavailable: failed }
          : { files: results.map((result) => ("ok" in result ? result.ok.file : "")) };
      };
    },
    asForeseen(outcomes) {
      return foreseenNames.every(([key, file]) => {
        const outcome = outcomes.get(key);
        return outcome !== undefined && "ok" in outcome && outcome.ok.file === file;
      });
    },
  };
}
