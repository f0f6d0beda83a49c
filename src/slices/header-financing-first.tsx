import { FinancingFirstHeader } from "../components/shell/header-financing-first";
import { headerSlice } from "./header-slice";

/** Header slice, variant "financing-first" (GATSBY_HEADER_VARIANT=financing-first). */
export default headerSlice(FinancingFirstHeader);
