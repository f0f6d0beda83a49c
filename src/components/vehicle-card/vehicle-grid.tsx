import { css } from "@emotion/react";
import React from "react";
import type { VehicleCardData } from "../../lib/inventory/types";
import type { CardSettings } from "../../lib/vehicle-pages/card-settings";
import { VehicleCard } from "./vehicle-card";
import { above, space } from "../../styles/tokens";

const gridStyle = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${above("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${above("lg")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space.xl};
  }
  /* A row of suggestions (similar vehicles) fits four across on a wide screen. */
  &[data-density="row"] {
    ${above("lg")} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

/**
 * Photos of a list's first row load at once (three cards on a wide screen); the others load as they near
 * the screen. A row of suggestions sits below a page's own content: none of its photos is urgent.
 */
const EAGER_CARDS: Record<NonNullable<VehicleGridProps["density"]>, number> = { list: 3, row: 0 };

export interface VehicleGridProps {
  vehicles: VehicleCardData[];
  settings: CardSettings;
  label?: string;
  /** "row": up to four across, for a short row of suggestions. */
  density?: "list" | "row";
  /**
   * The first card's photo is the page's largest paint (a list page on a phone): fetched at high priority,
   * as its <head> preloads it, and the page's scripts start once it is painted (start-app-after-paint.ts).
   */
  leadPhoto?: boolean;
}

export function VehicleGrid({ vehicles, settings, label, density = "list", leadPhoto = false }: VehicleGridProps) {
  return (
    <ul css={gridStyle} aria-label={label} data-density={density}>
      {/* Keyed by position: a new search updates the cards in place (texts, prices, links) instead of removing
          two dozen and building two dozen new ones; each card keys its photo by vehicle, so a photo is never
          shown under another car's title while the new one loads. */}
      {vehicles.map((vehicle, index) => (
        <li key={index}>
          <VehicleCard
            vehicle={vehicle}
            settings={settings}
            eager={index < EAGER_CARDS[density]}
            lead={leadPhoto && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
