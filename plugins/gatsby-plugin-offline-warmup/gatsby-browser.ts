import type { GatsbyBrowser } from "gatsby";
import { saveLoadedResourcesForOffline } from "../../src/lib/platform/offline-warmup";

export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  saveLoadedResourcesForOffline();
};
