import { ClassicHeader } from "../components/shell/header-classic";
import { headerSlice } from "./header-slice";

/** Header slice, variant "classic" (GATSBY_HEADER_VARIANT=classic). */
export default headerSlice(ClassicHeader);
