// Setup shared by `npm run alerts:*` (scripts/*alert*) and the Netlify scheduled function: the settings, the store,
// the mailer and the site's facts, from the environment and content/site.json; and the run they schedule.
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import type { DealerInfo } from "../../server-kit/dealer";
import type { Env } from "../../server-kit/store/outbox-location";
import type { AlertInventory } from "../alert-vehicle";
import { readAlertConfig, type AlertConfig } from "./alert-config";
import { createAlertMailer, type AlertMailer } from "./alert-mailer";
import { alertStoreOf } from "./alert-runtime";
import type { AlertStore } from "./alert-store";
import { purgeAlerts, type PurgeAlertsReport } from "./alert-tasks";
import type { AlertSite } from "./confirmations";
import { sendAlerts, type SendAlertsReport } from "./send-alerts";
import { takeRequests, type TakeRequestsReport } from "./take-requests";

export interface AlertTools {
  config: AlertConfig;
  site: AlertSite;
  /** Undefined when the outbox is off or LEAD_OUTBOX_KEY is not set. */
  store?: AlertStore;
  mailer?: AlertMailer;
}

export function alertTools(
  env: Env,
  cwd: string,
  site: { dealer: DealerInfo; badges: BadgeLabelSettings },
): AlertTools {
  const config = readAlertConfig(env, site.dealer, cwd);
  return {
    config,
    site: { ...site, siteUrl: config.server.siteUrl },
    store: alertStoreOf(config, env),
    mailer: config.smtp ? createAlertMailer(config.smtp) : undefined,
  };
}

/** The scheduled run: the alerts of the live build, then the deletion of what has ended. */
export async function sendAndPurge(
  tools: AlertTools,
  live: AlertInventory | undefined,
  log: (line: string) => void,
): Promise<{ report?: SendAlertsReport | "busy"; purge?: PurgeAlertsReport }> {
  const { store, mailer, site } = tools;
  if (!store || !mailer) {
    for (const problem of tools.config.problems) log(`alerts: configuration: ${problem}`);
    return {};
  }
  if (!live) log("alerts: the live build offers no alerts (GATSBY_ALERTS is not on): nothing is sent");
  const now = new Date();
  const report = await sendAlerts({ store, mailer, site, live, now, log });
  if (report === "busy") log("alerts: another alerts:send is running: this one stands back");
  else
    log(
      `alerts: ${report.mailed} alert e-mail(s) sent, ${report.confirmations} confirmation(s), ${report.waiting} waiting for tomorrow, ` +
        `${report.failed} failed, ${report.expired} ended and deleted, ${report.unreadable} unreadable, for ${report.addresses} address(es)`,
    );
  const purge = await purgeAlerts(store, now);
  return { report, purge };
}

/**
 * The queued subscribe requests, taken (Netlify's every-minute run: its functions freeze once they answered).
 * "off" without a store or a mailer: alerts are not set up, and the endpoint, which queues nothing then, says why.
 */
export async function takeQueued(
  tools: AlertTools,
  log: (line: string) => void,
): Promise<TakeRequestsReport | "busy" | "off"> {
  const { store, mailer, site } = tools;
  if (!store || !mailer) return "off";
  return takeRequests({ store, mailer, site, now: new Date(), log });
}
