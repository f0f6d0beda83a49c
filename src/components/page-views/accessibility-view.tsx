import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import { telHref } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { PageContainer, PageHeader } from "../ui/page-container";
import { proseStyle } from "../ui/prose";

const ACCESSIBILITY_LAST_REVIEWED = "November 21, 2026";

export function AccessibilityView({ site }: { site: SiteSettings }) {
  const name = site.businessName;
  return (
    <PageContainer narrow>
      <PageHeader
        title="Accessibility statement"
        lead={`${name} wants everyone to be able to shop for a car on this website. Last reviewed ${ACCESSIBILITY_LAST_REVIEWED}.`}
      />
      <div css={proseStyle}>
        <h2>Our commitment</h2>
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, in both the
          light and the dark colour mode, on phones and on computers.
        </p>

        <h2>What we do and test</h2>
        <ul>
          <li>
            Pages use headings, landmarks and lists that screen readers can navigate, and every form field has a visible
            label.
          </li>
          <li>Everything works with a keyboard alone, with a visible focus outline.</li>
          <li>
            Text and controls meet the WCAG contrast minimums in both colour modes; our{" "}
            <Link to={ROUTES.colors}>colour table</Link> lists every colour with its contrast ratio.
          </li>
          <li>
            Form errors are shown next to the field they belong to, read out by screen readers, and the cursor moves to
            the first one.
          </li>
          <li>
            Our forms also work without JavaScript, and animations are switched off when your device asks for reduced
            motion.
          </li>
          <li>
            Each release is checked with automated accessibility tests (axe-core) on every page at phone and desktop
            sizes in both colour modes, plus keyboard tests of the menus and forms.
          </li>
        </ul>

        <h2>Known limitations</h2>
        <ul>
          <li>
            Vehicle photos have short descriptions (year, make, model and view); they do not describe every detail of a
            car&rsquo;s condition. Ask us and we will describe any vehicle in words.
          </li>
          <li>Map links open Google Maps in a new tab, which we do not control.</li>
          <li>Vehicle history reports and documents from other companies may not meet the same standard.</li>
        </ul>

        <h2>Report a barrier</h2>
        <p>
          If something on this website is hard or impossible for you to use, please tell us, and tell us how we can give
          you the information another way:
        </p>
        <ul>
          <li>
            Phone: <a href={telHref(site.phone)}>{site.phone}</a> (hours are on our{" "}
            <Link to={ROUTES.contact}>contact page</Link>)
          </li>
          <li>
            E-mail:{" "}
            <a href={`mailto:${site.email}?subject=${encodeURIComponent("Accessibility problem on the website")}`}>
              {site.email}
            </a>
          </li>
          <li>
            In person: {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
          </li>
        </ul>
        <p>
          We reply within two business days and aim to fix problems within 30 days. Meanwhile, we will help you by
          phone, e-mail or in person with anything the website should have done.
        </p>
      </div>
    </PageContainer>
  );
}
