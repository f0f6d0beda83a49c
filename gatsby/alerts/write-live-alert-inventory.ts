// After the pages: public/alerts/inventory.json (write-alert-inventory.ts), every car with its advertised price and
// its card photo: the card's JPEG at the card's width (640 px), a size the host's image service makes on its first
// request like every card size (src/lib/images/service-sizes.ts), so the e-mail links a URL that answers. Only when
// the build offers alerts.
import type { GatsbyNode } from "gatsby";
import { graphqlSelection } from "../../src/lib/vehicle/graphql-selection";
import { LISTABLE_FIELDS } from "../../src/lib/vehicle/vehicle-shapes";
import { fallbackAtOwnWidth } from "../../src/lib/images/picture";
import { CARD_PHOTO_SELECTION, cardPhotoOf, type CardPhotoNode } from "../../src/lib/vehicle-pages/card-data";
import { listableOf, type ListableNode } from "../../src/lib/vehicle-pages/listable-node";
import { alertsOnInBuild, alertVehicleOf, writeLiveAlertInventory } from "./write-alert-inventory";

type AlertNode = ListableNode & CardPhotoNode & { lotName: string | null };

const QUERY = `
  query AlertInventory {
    allVehicle(sort: [{ dateInStock: DESC }, { stockNumber: ASC }]) {
      nodes {
        ${graphqlSelection(LISTABLE_FIELDS)}
        lotName
        ${CARD_PHOTO_SELECTION}
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
  const cars = result.data.allVehicle.nodes.map((node) => {
    const photo = cardPhotoOf(node);
    return alertVehicleOf(listableOf(node), photo ? fallbackAtOwnWidth(photo) : undefined, node.lotName);
  });
  reporter.info(`alerts: ${cars.length} vehicles in ${writeLiveAlertInventory(cars)} for npm run alerts:send`);
};
