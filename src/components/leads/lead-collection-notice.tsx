import { msg } from "@lingui/core/macro";
import React from "react";
import type { I18n } from "@lingui/core";
import { ROUTES } from "../../lib/paths";
import { CollectionNotice } from "../forms/collection-notice";
import { SiteLink } from "../i18n/site-link";
import { withTags } from "../i18n/with-tags";

// How many days a lead may wait in the outbox before it is deleted (LEAD_OUTBOX_MAX_DAYS, which the lead function
// and `npm run leads:purge` enforce), set by gatsby-config.ts. Read as a literal process.env.GATSBY_*: webpack inlines
// only that form.
const OUTBOX_DAYS = Number(process.env.GATSBY_LEAD_OUTBOX_MAX_DAYS) || 30;

/** Under every lead form: what it collects, why, how long it is kept, and the privacy notice. */
export function LeadCollectionNotice({ i18n }: { i18n: I18n }) {
  return (
    <CollectionNotice>
      {withTags(
        i18n._(
          msg`Notice at collection: we collect what you enter here (name, contact details, your message and the vehicle or details you give) to answer your request, and we do not sell or share it. It is e-mailed to our staff; a message that has to wait on this website is deleted once delivered, or after ${OUTBOX_DAYS} days at most, and we keep inquiries in our customer system for up to 24 months after our last contact. <0>Privacy notice</0> · <1>Your Privacy Choices</1>`,
        ),
        [
          (text) => <SiteLink to={ROUTES.privacy}>{text}</SiteLink>,
          (text) => <SiteLink to={ROUTES.privacyChoices}>{text}</SiteLink>,
        ],
      )}
    </CollectionNotice>
  );
}
