// The footer's Site Map: every public page a shopper may look for, in the order they would.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { paymentsPath, ROUTES } from "../paths";

export interface FooterLink {
  label: MessageDescriptor;
  to: string;
}

export function footerSiteMap({ showFinancing }: { showFinancing: boolean }): FooterLink[] {
  return [
    { label: msg`Home`, to: ROUTES.home },
    { label: msg`Inventory`, to: ROUTES.inventory },
    { label: msg`All vehicles`, to: ROUTES.vehicles },
    ...(showFinancing ? [{ label: msg`Financing`, to: ROUTES.financing }] : []),
    { label: msg`Payment calculator`, to: paymentsPath() },
    { label: msg`Value your trade-in`, to: ROUTES.tradeIn },
    { label: msg`Contact`, to: ROUTES.contact },
    { label: msg`Privacy`, to: ROUTES.privacy },
    // The link the CCPA regulations name (§ 7015): on every page, opting out of sale/sharing.
    { label: msg`Your Privacy Choices`, to: ROUTES.privacyChoices },
    { label: msg`Accessibility`, to: ROUTES.accessibility },
  ];
}
