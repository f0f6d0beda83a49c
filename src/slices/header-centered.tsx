import { CenteredHeader } from "../components/shell/header-centered";
import { headerSlice } from "./header-slice";

/** Header slice, variant "centered" (GATSBY_HEADER_VARIANT=centered). */
export default headerSlice(CenteredHeader);
