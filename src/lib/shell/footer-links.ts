// The footer's Site Map: every public page a shopper may look for, in the order they would.
import { paymentsPath, ROUTES } from "../paths";

export interface FooterLink {
  label: string;
  to: string;
}

export function footerSiteMap({ showFinancing }: { showFinancing: boolean }): FooterLink[] {
  return [
    { label: "Home", to: ROUTES.home },
    { label: "Inventory", to: ROUTES.inventory },
    { label: "All vehicles", to: ROUTES.vehicles },
    ...(showFinancing ? [{ label: "Financing", to: ROUTES.financing }] : []),
    { label: "Payment calculator", to: paymentsPath() },
    { label: "Value your trade-in", to: ROUTES.tradeIn },
    { label: "Contact", to: ROUTES.contact },
    { label: "Privacy", to: ROUTES.privacy },
    { label: "Accessibility", to: ROUTES.accessibility },
  ];
}
