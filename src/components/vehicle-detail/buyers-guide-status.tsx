import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import type { Warranty } from "../../lib/content/vehicle-schema";
import { i18nFor } from "../../lib/i18n/catalogs";
import type { Locale } from "../../lib/i18n/locale";
import { buyersGuideSummary } from "../../lib/inventory/buyers-guide";
import { buyersGuideLanguage, buyersGuideText } from "../../lib/inventory/buyers-guide-text";
import { italicSegments } from "../../lib/inventory/ftc-text";
import { vehicleCatalogs } from "../../locales/vehicle";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import { useLocale } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";

const guideStyle = css`
  padding: ${space.lg};
  border: 2px solid var(--color-border);
  border-radius: ${radius.md};
  background: var(--color-surface);
  p {
    margin: 0 0 ${space.sm};
  }
  .form-title {
    margin-bottom: ${space["2xs"]};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.heavy};
    letter-spacing: 0.04em;
  }
  .important {
    padding-bottom: ${space.sm};
    border-bottom: 1px solid var(--color-border);
    font-size: ${fontSize.sm};
  }
  .heading {
    margin: ${space.md} 0 ${space.xs};
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.heavy};
  }
  /* As on the form, each term's heading over what staff filled in: a narrow column has room for both. */
  dl {
    margin: ${space.sm} 0 ${space.md};
  }
  dt {
    font-weight: ${fontWeight.heavy};
  }
  dd {
    margin: 0 0 ${space.xs};
  }
  .service-contract,
  .dealer {
    padding-top: ${space.sm};
    border-top: 1px solid var(--color-border);
  }
  .note {
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
  }
  .note:last-child {
    margin-bottom: 0;
  }
`;

/** A passage of the FTC's wording, with the words it sets in italics in italics. */
function FtcText({ text }: { text: string }) {
  return (
    <>
      {italicSegments(text).map((segment, index) =>
        segment.italic ? (
          <i key={index}>{segment.text}</i>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}

/** A box of the form that opens with its name in capitals ("SERVICE CONTRACT. A service contract ..."). */
function LeadIn({ text }: { text: string }) {
  const end = text.indexOf(". ") + 1;
  return (
    <>
      <strong>{text.slice(0, end)}</strong>
      <FtcText text={text.slice(end)} />
    </>
  );
}

interface BuyersGuideStatusProps {
  warranty: Warranty;
  /** The page's language (by default the one of the page being drawn). */
  locale?: Locale;
  /** The dealer makes a service contract available (site settings `serviceContract`): the form's box is checked. */
  serviceContract?: boolean;
  /** On a group's site, the dealer the back of the lot's guides names (a lot's `buyersGuide`) and how to reach it. */
  dealer?: BuyersGuideDealer;
}

export interface BuyersGuideDealer {
  name: string;
  address: { street: string; city: string; region: string; postalCode: string };
  phone: string;
  email: string;
}

/**
 * The FTC Buyers Guide on the vehicle page, in the page's language and the form's own words: the line under the
 * form's name, the warranty box checked (as is, implied warranties only, or the dealer's warranty and its terms)
 * and the service-contract box when the dealer offers one. The page says it shows part of the form and links the
 * FTC's page on it. The English guide ends with the FTC's Spanish sentence pointing to the Spanish guide.
 */
export function BuyersGuideStatus({
  warranty,
  locale: given,
  serviceContract = false,
  dealer,
}: BuyersGuideStatusProps) {
  const pageLocale = useLocale();
  const locale = buyersGuideLanguage(given ?? pageLocale);
  const i18n = i18nFor(locale, vehicleCatalogs);
  const words = buyersGuideText(locale);
  const summary = buyersGuideSummary(warranty, locale);
  const address = words.ftcPage.address;
  const ftcLink = (text: string) => (
    <a href={words.ftcPage.href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {i18n._(msg`(opens in a new tab)`)}</span>
    </a>
  );
  return (
    <div css={guideStyle} lang={locale === pageLocale ? undefined : locale}>
      <p className="form-title">{words.formTitle}</p>
      <p className="important">{words.spokenPromises}</p>
      <p className="heading">{summary.heading}</p>
      {summary.dealer ? (
        <>
          <p>
            <strong>{summary.dealer.coverage}</strong> <FtcText text={summary.text} />
          </p>
          <dl>
            <dt>{words.dealer.systemsCovered}</dt>
            <dd>{summary.dealer.systems.join(", ")}</dd>
            <dt>{words.dealer.duration}</dt>
            <dd>{summary.dealer.duration}</dd>
          </dl>
        </>
      ) : (
        <p>
          <FtcText text={summary.text} />
        </p>
      )}
      {serviceContract && (
        <p className="service-contract">
          <LeadIn text={words.serviceContract} />
        </p>
      )}
      {dealer && (
        <dl className="dealer">
          <dt>{i18n._(msg`Dealer`)}</dt>
          <dd>
            {dealer.name}
            <br />
            {dealer.address.street}, {dealer.address.city}, {dealer.address.region} {dealer.address.postalCode}
          </dd>
          <dt>{i18n._(msg`Telephone`)}</dt>
          <dd>{dealer.phone}</dd>
          <dt>{i18n._(msg`E-mail`)}</dt>
          <dd>{dealer.email}</dd>
        </dl>
      )}
      <p className="note">
        {withTags(
          i18n._(
            msg`This is the part of the Buyers Guide posted on the vehicle that applies to it, in the FTC's words; the whole form is on the vehicle. The FTC explains it at <0>${address}</0>.`,
          ),
          [ftcLink],
        )}
      </p>
      <p className="note">
        {i18n._(
          msg`The Buyers Guide posted on the vehicle is part of your contract of sale; its information overrides anything to the contrary in the contract. Ask to see it.`,
        )}
      </p>
      {words.spanishGuideNotice && (
        <p className="note" lang="es">
          {words.spanishGuideNotice}
        </p>
      )}
    </div>
  );
}
