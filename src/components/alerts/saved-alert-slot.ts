// /saved/'s price-drop alert when the build offers alerts, nothing otherwise (see price-alert-slot.ts).
import type * as SavedAlert from "./saved-alert";

export const savedAlert: typeof SavedAlert | undefined =
  process.env.GATSBY_ALERTS === "on"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require webpack drops with its branch
      (require("./saved-alert") as typeof SavedAlert)
    : undefined;
