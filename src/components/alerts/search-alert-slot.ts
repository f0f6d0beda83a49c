// /inventory/'s new-arrivals alert when the build offers alerts, nothing otherwise (see price-alert-slot.ts).
import type * as SearchAlert from "./search-alert";

export const searchAlert: typeof SearchAlert | undefined =
  process.env.GATSBY_ALERTS === "on"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require webpack drops with its branch
      (require("./search-alert") as typeof SearchAlert)
    : undefined;
