export { FinanceDisclaimer } from "../ui/finance-disclaimer";
