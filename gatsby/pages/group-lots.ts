import type { CreatePagesArgs } from "gatsby";
import { isGroup, type LotSummary } from "../../src/lib/locations/lot";

/**
 * A dealer group's lots as the shell, the lot pages and /inventory/ are handed them, in their order (content/locations/);
 * undefined on a site with fewer than two, which shows no lot anywhere.
 */
export async function groupLots({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<LotSummary[] | undefined> {
  const result = await graphql<{
    allSiteLocation: {
      nodes: Array<
        Omit<LotSummary, "id" | "city" | "region"> & { locationId: string; address: { city: string; region: string } }
      >;
    };
  }>(`
    query GroupLots {
      allSiteLocation(sort: { order: ASC }) {
        nodes {
          locationId
          name
          path
          phone
          address {
            city
            region
          }
        }
      }
    }
  `);
  if (result.errors || !result.data)
    reporter.panic(`locations: the GraphQL query for lots failed:\n${JSON.stringify(result.errors, null, 2)}`);
  const lots = result.data!.allSiteLocation.nodes.map(({ locationId, address, ...lot }) => ({
    ...lot,
    id: locationId,
    ...address,
  }));
  return isGroup(lots) ? lots : undefined;
}
