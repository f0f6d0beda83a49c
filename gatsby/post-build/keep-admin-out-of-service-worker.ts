import fs from "node:fs";
import { withAdminNetworkOnly } from "../../src/lib/admin/admin-service-worker";
import { publicPath } from "./public-files";

/** Puts the content editor's network-only route first in public/sw.js. */
export function keepAdminOutOfServiceWorker(): void {
  const worker = publicPath("sw.js");
  fs.writeFileSync(worker, withAdminNetworkOnly(fs.readFileSync(worker, "utf8")));
}
