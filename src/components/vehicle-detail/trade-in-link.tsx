import React from "react";
import { tradeInPath } from "../../lib/paths";
import { ButtonLink } from "../ui/button";

/** "Value your trade": the trade-in form, toward this car (by stock number) unless it is sold. */
export function TradeInLink({ stockNumber }: { stockNumber?: string }) {
  return (
    <ButtonLink variant="secondary" to={tradeInPath(stockNumber)}>
      Value your trade
    </ButtonLink>
  );
}
