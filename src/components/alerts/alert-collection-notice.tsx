import { msg } from "@lingui/core/macro";
import React from "react";
import { ALERT_LIMITS } from "../../lib/alerts/alert-options";
import { ROUTES } from "../../lib/paths";
import { alertsCatalogs } from "../../locales/alerts";
import { CollectionNotice } from "../forms/collection-notice";
import { useI18n } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { withTags } from "../i18n/with-tags";

/** Under every alert form: what it collects, why, how long it is kept (the limits alerts:purge enforces). */
export function AlertCollectionNotice() {
  const i18n = useI18n(alertsCatalogs);
  const { confirmHours, maxDays } = ALERT_LIMITS;
  return (
    <CollectionNotice>
      {withTags(
        i18n._(
          msg`Notice at collection: we collect your e-mail address, what you ask us to watch and the page's language, only to send these alerts, and we do not sell or share them. They are deleted when you unsubscribe, after ${confirmHours} hours if you do not confirm, and ${maxDays} days after you confirm at the latest. <0>Privacy notice</0> · <1>Your Privacy Choices</1>`,
        ),
        [
          (text) => <SiteLink to={ROUTES.privacy}>{text}</SiteLink>,
          (text) => <SiteLink to={ROUTES.privacyChoices}>{text}</SiteLink>,
        ],
      )}
    </CollectionNotice>
  );
}
