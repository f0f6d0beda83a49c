// After the pages: public/alerts/inventory.json (write-alert-inventory.ts), every car with its advertised price and
// its card photo (the JPEG the cards already use: no photo is made for it). Only when the build offers alerts.
import type { GatsbyNode } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CARD_IMAGE_ARGS } from "../../src/lib/inventory/card-image-args";
import { graphqlSelection } from "../../src/lib/vehicle/graphql-selection";
import { LISTABLE_FIELDS } from "../../src/lib/vehicle/vehicle-shapes";
import { listableOf, type ListableNode } from "../../src/lib/vehicle-pages/listable-node";
import { alertsOnInBuild, alertVehicleOf, writeLiveAlertInventory } from "./write-alert-inventory";

type AlertNode = ListableNode & {
  lotName: string | null;
  mainPhoto: { image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null } | null;
};

const QUERY = `
  query AlertInventory {
    allVehicle(sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
      nodes {
        ${graphqlSelection(LISTABLE_FIELDS)}
        lotName
        mainPhoto { image { childImageSharp { gatsbyImageData(${CARD_IMAGE_ARGS}) } } }
      }
    }
  }
`;

export const writeLiveAlertInventoryStep: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  if (!alertsOnInBuild()) return;
  const result = await graphql<{ allVehicle: { nodes: AlertNode[] } }>(QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("alerts: the inventory for alerts:send could not be read", result.errors);
    return;
  }
  const cars = result.data.allVehicle.nodes.map((node) =>
    alertVehicleOf(
      listableOf(node),
      node.mainPhoto?.image?.childImageSharp?.gatsbyImageData.images.fallback?.src,
      node.lotName,
    ),
  );
  reporter.info(`alerts: ${cars.length} vehicles in ${writeLiveAlertInventory(cars)} for npm run alerts:send`);
};
