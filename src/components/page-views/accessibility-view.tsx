import { msg } from "@lingui/core/macro";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { formatLongDate } from "../../lib/format-date";
import { ROUTES } from "../../lib/paths";
import { accessibilityCatalogs } from "../../locales/accessibility";
import { useI18n, useLocale } from "../i18n/locale-context";
import { withTags } from "../i18n/with-tags";
import { PageContainer, PageHeader } from "../ui/page-container";
import { proseStyle } from "../ui/prose";
import { SiteLink } from "../i18n/site-link";

// The statement's date, written in each language as its readers write dates (formatLongDate). Change it with the
// statement.
const ACCESSIBILITY_LAST_REVIEWED = "2026-11-21";

export function AccessibilityView({ site }: { site: SiteSettings }) {
  const i18n = useI18n(accessibilityCatalogs);
  const date = formatLongDate(ACCESSIBILITY_LAST_REVIEWED, useLocale());
  const { businessName: name, phone, email } = site;
  const { street, city, region, postalCode } = site.address;
  const subject = encodeURIComponent(i18n._(msg`Accessibility problem on the website`));
  return (
    <PageContainer narrow>
      <PageHeader
        title={i18n._(msg`Accessibility statement`)}
        lead={i18n._(msg`${name} wants everyone to be able to shop for a car on this website. Last reviewed ${date}.`)}
      />
      <div css={proseStyle}>
        <h2>{i18n._(msg`Our commitment`)}</h2>
        <p>
          {i18n._(
            msg`We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, in both the light and the dark color mode, on phones and on computers.`,
          )}
        </p>

        <h2>{i18n._(msg`What we do and test`)}</h2>
        <ul>
          <li>
            {i18n._(
              msg`Pages use headings, landmarks and lists that screen readers can navigate, and every form field has a visible label.`,
            )}
          </li>
          <li>{i18n._(msg`Everything works with a keyboard alone, with a visible focus outline.`)}</li>
          <li>
            {withTags(
              i18n._(
                msg`Text and controls meet the WCAG contrast minimums in both color modes; our <0>color table</0> lists every color with its contrast ratio.`,
              ),
              [(text) => <SiteLink to={ROUTES.colors}>{text}</SiteLink>],
            )}
          </li>
          <li>
            {i18n._(
              msg`Form errors are shown next to the field they belong to, read out by screen readers, and the cursor moves to the first one.`,
            )}
          </li>
          <li>
            {i18n._(
              msg`Our forms also work without JavaScript, and animations are switched off when your device asks for reduced motion.`,
            )}
          </li>
          <li>
            {i18n._(
              msg`Each release is checked with automated accessibility tests (axe-core) on every page at phone and desktop sizes in both color modes, plus keyboard tests of the menus and forms.`,
            )}
          </li>
        </ul>

        <h2>{i18n._(msg`Known limitations`)}</h2>
        <ul>
          <li>
            {i18n._(
              msg`Vehicle photos have short descriptions (year, make, model and view); they do not describe every detail of a car’s condition. Ask us and we will describe any vehicle in words.`,
            )}
          </li>
          <li>{i18n._(msg`Map links open Google Maps in a new tab, which we do not control.`)}</li>
          <li>
            {i18n._(msg`Vehicle history reports and documents from other companies may not meet the same standard.`)}
          </li>
        </ul>

        <h2>{i18n._(msg`Report a barrier`)}</h2>
        <p>
          {i18n._(
            msg`If something on this website is hard or impossible for you to use, please tell us, and tell us how we can give you the information another way:`,
          )}
        </p>
        <ul>
          <li>
            {withTags(i18n._(msg`Phone: <0>${phone}</0> (hours are on our <1>contact page</1>)`), [
              (text) => <a href={telHref(phone)}>{text}</a>,
              (text) => <SiteLink to={ROUTES.contact}>{text}</SiteLink>,
            ])}
          </li>
          <li>
            {withTags(i18n._(msg`E-mail: <0>${email}</0>`), [
              (text) => <a href={`mailto:${email}?subject=${subject}`}>{text}</a>,
            ])}
          </li>
          <li>{i18n._(msg`In person: ${street}, ${city}, ${region} ${postalCode}`)}</li>
        </ul>
        <p>
          {i18n._(
            msg`We reply within two business days and aim to fix problems within 30 days. Meanwhile, we will help you by phone, e-mail or in person with anything the website should have done.`,
          )}
        </p>
      </div>
    </PageContainer>
  );
}
