// The addresses an alert e-mail carries, each in the subscriber's language: the confirm page (its button confirms),
// the unsubscribe page (its button unsubscribes), and the one-click address of List-Unsubscribe, which is the alert
// function itself (a POST unsubscribes at once; a GET, from a mail program that opens it, shows the page).
import type { BadgeLabelSettings } from "../../content/site-badge-labels";
import { localizedPath } from "../../i18n/locale-paths";
import type { Locale } from "../../i18n/locale";
import type { DealerInfo } from "../../server-kit/dealer";
import { ROUTES } from "../../paths";
import { ALERTS_ENDPOINT } from "../alert-options";
import type { EmailContext } from "../email/email-parts";
import { confirmToken, unsubscribeToken } from "./alert-keys";

/** `/es/alerts/confirm/?token=c2.…`: a site path (the e-mail adds SITE_URL) that confirms the requests `ids`. */
export const confirmPath = (
  tag: string,
  issuedAt: Date,
  ids: readonly string[],
  key: Buffer,
  language: Locale,
): string => `${localizedPath(ROUTES.alertConfirm, language)}?token=${confirmToken(tag, issuedAt, ids, key)}`;

export interface AddressLinks {
  unsubscribePage: string;
  oneClickUrl: string;
}

/** The unsubscribe links of an e-mail to the mailbox `tag`, working until `expiresAt` (when its alerts end). */
export function addressLinks(
  siteUrl: string,
  tag: string,
  key: Buffer,
  language: Locale,
  expiresAt: Date,
): AddressLinks {
  const token = unsubscribeToken(tag, expiresAt, key);
  const query = new URLSearchParams({ unsubscribe: token, ...(language === "en" ? {} : { language }) });
  return {
    unsubscribePage: `${siteUrl}${localizedPath(ROUTES.alertUnsubscribe, language)}?token=${token}`,
    oneClickUrl: `${siteUrl}${ALERTS_ENDPOINT}?${query.toString()}`,
  };
}

/** What every e-mail to this address is written with. */
export function emailContextFor(
  site: { dealer: DealerInfo; badges: BadgeLabelSettings; siteUrl: string },
  links: AddressLinks,
  language: Locale,
): EmailContext {
  return { ...site, language, unsubscribePage: links.unsubscribePage };
}
