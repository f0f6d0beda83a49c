// The inventory of the build that is live, as `npm run alerts:send` compares it: public/alerts/inventory.json of the
// site's folder on a server (what serve:prod serves), or the same file fetched from SITE_URL (the Netlify scheduled
// function, whose bundle is not the site's files). Undefined when the live build offers no alerts (no file).
import { promises as fs } from "node:fs";
import path from "node:path";
import { LIVE_ALERT_INVENTORY_PATH, parseAlertInventory } from "../alert-inventory-file";
import type { AlertInventory } from "../alert-vehicle";

export async function readLiveInventory(publicDir: string): Promise<AlertInventory | undefined> {
  const file = path.join(publicDir, ...LIVE_ALERT_INVENTORY_PATH.split("/").filter(Boolean));
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return parseAlertInventory(JSON.parse(text) as unknown, file);
}

export async function fetchLiveInventory(
  siteUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AlertInventory | undefined> {
  const url = `${siteUrl}${LIVE_ALERT_INVENTORY_PATH}`;
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(20_000),
    headers: { Accept: "application/json" },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseAlertInventory((await response.json()) as unknown, url);
}
