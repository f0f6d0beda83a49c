import { msg } from "@lingui/core/macro";
import React from "react";
import type { Locale } from "../../lib/i18n/locale";
import { ROUTES } from "../../lib/paths";
import { optionalMarkStyle } from "../ui/field-styles";
import { localizedPath } from "../../lib/i18n/locale-paths";
import { withTags } from "../i18n/with-tags";
import { useFormI18n } from "./use-form-i18n";
import { SiteLink } from "../i18n/site-link";
import { ConsentBox } from "../forms/consent-box";

/**
 * Consent to calls and texts (TCPA): its own box, never ticked in advance, optional, and saying that
 * consent is not a condition of buying. The lead is answered either way.
 */
export function ConsentCheckbox({ businessName, locale }: { businessName: string; locale?: Locale }) {
  const { locale: language, i18n } = useFormI18n(locale);
  // Every language but the default lives under `/<locale>/` (src/lib/i18n/locale.ts).
  const privacy = localizedPath(ROUTES.privacy, language);
  return (
    <ConsentBox
      label={
        <>
          {/* STOP is the carriers' keyword in every language: the translation keeps it as written. */}
          {i18n._(
            msg`I agree that ${businessName} may call and text me at the number I gave about my request and about vehicles and offers, including with automated technology. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to stop texts.`,
          )}{" "}
          <span css={optionalMarkStyle}>{i18n._(msg`(optional)`)}</span>
        </>
      }
      hint={withTags(
        i18n._(msg`Leave it unticked and we will still reply to you. How we use your details: <0>privacy notice</0>.`),
        [(text) => <SiteLink to={privacy}>{text}</SiteLink>],
      )}
    />
  );
}
