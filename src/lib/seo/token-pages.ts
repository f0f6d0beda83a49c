// The pages an alert e-mail's links open carry a token in their address (?token=…): who holds it can confirm or end
// the alerts. They load no analytics, and their referrer policy keeps the address on this site: `same-origin`, not
// `no-referrer`, because without JavaScript the page's button posts the token through its Referer, and a browser
// told no-referrer sends neither that nor an Origin.
import { DEFAULT_LOCALE } from "../i18n/locale";
import { localeOfPath, twinPath } from "../i18n/locale-paths";
import { ROUTES } from "../paths";

export const TOKEN_PAGE_REFERRER_POLICY = "same-origin";

const TOKEN_ROUTES: readonly string[] = [ROUTES.alertConfirm, ROUTES.alertUnsubscribe];

/** Whether `path` (in any language) is a page opened with a token. */
export const isTokenPage = (path: string): boolean =>
  TOKEN_ROUTES.includes(localeOfPath(path) === DEFAULT_LOCALE ? path : twinPath(path, "", DEFAULT_LOCALE));
