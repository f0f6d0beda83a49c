import { msg } from "@lingui/core/macro";
import React from "react";
import { tradeInPath } from "../../lib/paths";
import { ButtonLink } from "../ui/button";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

/** "Value your trade": the trade-in form, toward this car (by stock number) unless it is sold. */
export function TradeInLink({ stockNumber }: { stockNumber?: string }) {
  const i18n = useI18n(vehicleCatalogs);
  return (
    <ButtonLink variant="secondary" to={tradeInPath(stockNumber)}>
      {i18n._(msg`Value your trade`)}
    </ButtonLink>
  );
}
