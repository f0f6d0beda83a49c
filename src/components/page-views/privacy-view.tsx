import { Link } from "gatsby";
import React from "react";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { LeadKeeping } from "../../lib/leads/lead-keeping";
import { telHref } from "../../lib/format";
import { ROUTES } from "../../lib/paths";
import { PageContainer, PageHeader } from "../ui/page-container";
import { proseStyle } from "../ui/prose";

const PRIVACY_LAST_UPDATED = "November 25, 2026";

export function PrivacyView({
  site,
  errorReporting,
  leadKeeping,
}: {
  site: SiteSettings;
  errorReporting: boolean;
  /** How leads that wait in the outbox are kept (src/lib/leads/delivery/lead-keeping-of.ts). */
  leadKeeping: LeadKeeping;
}) {
  const { businessName: name, address } = site;
  const contact = (
    <>
      call <a href={telHref(site.phone)}>{site.phone}</a>, e-mail <a href={`mailto:${site.email}`}>{site.email}</a>, or
      write to {name}, {address.street}, {address.city}, {address.region} {address.postalCode}
    </>
  );
  return (
    <PageContainer narrow>
      <PageHeader
        title="Privacy notice"
        lead={`What ${name} does with the information you give us on this website. Last updated ${PRIVACY_LAST_UPDATED}.`}
      />
      <div css={proseStyle}>
        <h2>In short</h2>
        <ul>
          <li>We collect only what you type into our forms, to answer you.</li>
          <li>
            It goes to our dealership and the customer-management system (CRM) our staff use to reply, and to nobody
            else.
          </li>
          <li>
            We do not sell or share your personal information, and we never ask for your Social Security number or date
            of birth here.
          </li>
        </ul>

        <h2>What each form collects and why</h2>
        <h3>Contact form</h3>
        <p>
          <strong>What:</strong> your name, e-mail address and/or phone number, how you want us to reply, and your
          message. <strong>Why:</strong> to answer your message the way you asked.
        </p>
        <h3>Vehicle question and test-drive request</h3>
        <p>
          <strong>What:</strong> your name, e-mail address and/or phone number, your question, the vehicle you are
          looking at, and for a test drive the day and time of day you prefer. <strong>Why:</strong> to answer about
          that vehicle and to set up the test drive.
        </p>
        <h3>Pre-approval request</h3>
        <p>
          <strong>What:</strong> your name, e-mail address, phone number, ZIP code, employment status, monthly income
          range, how you rate your credit, down payment, the vehicle you are interested in and your message.{" "}
          <strong>Why:</strong> so a finance manager can contact you about loan options. It is not a credit application
          and does not run a credit check.
        </p>
        <h3>Trade-in appraisal request</h3>
        <p>
          <strong>What:</strong> your name, e-mail address and/or phone number, your car&rsquo;s year, make, model,
          trim, mileage, condition and (if you give it) VIN, whether you still owe money on it and roughly how much,
          your notes, and the car on our lot you came from, if any. <strong>Why:</strong> so an appraiser can estimate
          what your car is worth and reply to you. The VIN tells us the exact model and equipment and lets us check the
          car&rsquo;s history report.
        </p>
        <p>
          Every form also records whether you ticked the box agreeing to calls and texts. That consent is optional and
          is not a condition of buying anything; you can withdraw it at any time by replying STOP to a text or by
          telling us.
        </p>
        <p>
          When you send a form, our server keeps your internet (IP) address in memory for about ten minutes to stop
          automated spam; it is not stored with your message. As on any website, our host&rsquo;s server logs may also
          record it for a short time for security.
        </p>

        <h2>What the website collects without a form</h2>
        <ul>
          <li>Your choice of light or dark colours is stored in your own browser; it is never sent to us.</li>
          <li>
            Pages are kept in your browser so the site works offline; you can clear them from your browser settings.
          </li>
          {errorReporting && (
            <li>
              When a page fails, an error-reporting service receives technical details (browser, page address, the
              error) so we can fix it, not what you type into forms.
            </li>
          )}
          <li>We do not use advertising cookies or sell data to advertisers.</li>
        </ul>

        <h2>Who receives it</h2>
        <p>
          Your message goes by e-mail to {name} and into the customer-management system our sales and finance staff use
          to reply. Our web and e-mail service providers handle it only to deliver it to us. If you ask about financing
          and later apply, we share your application with the lenders you choose, with your permission at that time.
        </p>

        <h2>How long we keep it</h2>
        <p>
          Your message normally goes straight to us by e-mail. When it cannot be delivered at once (our e-mail service
          is down, or during a flood of fake messages, when we check messages by hand before accepting them), it waits
          in our website&rsquo;s storage (a private folder on our web server, or our hosting provider&rsquo;s storage
          {leadKeeping.encrypted ? ", encrypted" : ", which only we can read"}) until it reaches us, and is deleted as
          soon as it does. A message that still has not reached us after {leadKeeping.maxDays} days is deleted then. We
          keep inquiries in our customer system for up to 24 months after our last contact with you, then delete them.
          If you buy a vehicle, the records of the sale are kept as long as the law requires.
        </p>

        <h2>Your California privacy rights</h2>
        <p>
          If you live in California, the California Consumer Privacy Act (as amended by the CPRA) gives you the right
          to:
        </p>
        <ul>
          <li>
            know what personal information we have collected about you, where it came from, why, and who received it;
          </li>
          <li>get a copy of it;</li>
          <li>have it corrected if it is wrong;</li>
          <li>have it deleted, with exceptions the law allows (for example records of a completed sale);</li>
          <li>
            opt out of the sale or sharing of your personal information. We do not sell or share it, and we honour
            Global Privacy Control signals;
          </li>
          <li>limit the use of sensitive personal information. We do not collect any through this website;</li>
          <li>not be treated differently for using these rights.</li>
        </ul>
        <p>
          To use them, {contact}. We will confirm your identity with details you already gave us before acting, and
          answer within 45 days. You may ask someone to act for you with your written permission.
        </p>

        <h2>Children</h2>
        <p>
          This website is meant for adults buying vehicles. We do not knowingly collect information from anyone under
          16.
        </p>

        <h2>Questions</h2>
        <p>
          Questions about this notice or your information: {contact}. See also our{" "}
          <Link to={ROUTES.accessibility}>accessibility statement</Link>.
        </p>
      </div>
    </PageContainer>
  );
}
