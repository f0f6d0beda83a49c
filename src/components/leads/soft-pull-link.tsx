import { css } from "@emotion/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { CreditLink } from "../../lib/content/credit-application";
import { space } from "../../styles/tokens";

// A paragraph of its own inside the thank-you's (a span: the thank-you's text is in a <p>).
const softPull = css`
  display: block;
  margin-top: ${space.md};
`;

/**
 * The soft-pull pre-qualification's way on from a thank-you, in its HTML whether or not the page runs JavaScript:
 * the FCRA written instructions the shopper gives by opening it, said before its link.
 */
export function SoftPullLink({
  i18n,
  provider,
  businessName,
  link,
}: {
  /** The form's messages, in its language. */
  i18n: I18n;
  provider: string;
  businessName: string;
  link: CreditLink;
}) {
  return (
    <span css={softPull}>
      {i18n._(
        msg`Or see your rate without affecting your credit score, with ${provider}'s pre-qualification. By opening it, you give ${businessName} and ${provider} written instructions under the Fair Credit Reporting Act to obtain information from your personal credit profile or other information from one or more consumer reporting agencies, solely to pre-qualify you for credit. This soft inquiry does not affect your credit score.`,
      )}{" "}
      <a href={link.href} hrefLang={link.lang} rel="external noopener">
        {i18n._(msg`See your rate on ${provider}`)}
      </a>
    </span>
  );
}
