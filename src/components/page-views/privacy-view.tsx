import { msg, select } from "@lingui/core/macro";
import React from "react";
import { ALERT_LIMITS } from "../../lib/alerts/alert-options";
import { creditProviderName, type CreditApplicationSetting } from "../../lib/content/credit-application";
import type { SiteSettings } from "../../lib/content/site-settings-schema";
import type { LeadKeeping } from "../../lib/leads/lead-keeping";
import { telHref } from "../../lib/format";
import { formatLongDate } from "../../lib/format-date";
import { ROUTES } from "../../lib/paths";
import { privacyCatalogs } from "../../locales/privacy";
import { useI18n, useLocale } from "../i18n/locale-context";
import { withTags, type TagRenderer } from "../i18n/with-tags";
import { PageContainer, PageHeader } from "../ui/page-container";
import { proseStyle } from "../ui/prose";
import { SiteLink } from "../i18n/site-link";

// The notice's date, written in each language as its readers write dates (formatLongDate). Change it with the notice.
const PRIVACY_LAST_UPDATED = "2026-12-07";

const strong: TagRenderer = (text) => <strong>{text}</strong>;
const choicesLink: TagRenderer = (text) => <SiteLink to={ROUTES.privacyChoices}>{text}</SiteLink>;

export function PrivacyView({
  site,
  errorReporting,
  analytics = false,
  alerts = false,
  leadKeeping,
  creditApplication,
}: {
  site: SiteSettings;
  errorReporting: boolean;
  /** Whether the build loads Google Analytics (GATSBY_GA_MEASUREMENT_ID): what it receives, and how to stop it. */
  analytics?: boolean;
  /** Whether the site offers e-mail alerts (price drops, new arrivals): what they keep, and for how long. */
  alerts?: boolean;
  /** How leads that wait in the outbox are kept (src/lib/leads/delivery/config/lead-keeping-of.ts). */
  leadKeeping: LeadKeeping;
  /** The dealer's lender platform, when the site links to its credit application (src/hooks/use-credit-application.ts). */
  creditApplication?: CreditApplicationSetting;
}) {
  const i18n = useI18n(privacyCatalogs);
  const date = formatLongDate(PRIVACY_LAST_UPDATED, useLocale());
  const { businessName: name, address, phone, email } = site;
  // The lender platform's name, when the site links to its credit application.
  const credit = creditApplication ? creditProviderName(creditApplication) : undefined;
  const { street, city, region, postalCode } = address;
  const contact = withTags(
    i18n._(
      msg`call <0>${phone}</0>, e-mail <1>${email}</1>, or write to ${name}, ${street}, ${city}, ${region} ${postalCode}`,
    ),
    [(text) => <a href={telHref(phone)}>{text}</a>, (text) => <a href={`mailto:${email}`}>{text}</a>],
  );
  const { maxDays } = leadKeeping;
  const { suppressionDays } = ALERT_LIMITS;
  const storage = leadKeeping.encrypted ? "encrypted" : "readable";
  return (
    <PageContainer narrow>
      <PageHeader
        title={i18n._(msg`Privacy notice`)}
        lead={i18n._(msg`What ${name} does with the information you give us on this website. Last updated ${date}.`)}
      />
      <div css={proseStyle}>
        <h2>{i18n._(msg`In short`)}</h2>
        <ul>
          <li>
            {analytics
              ? i18n._(
                  msg`We collect what you type into our forms, to answer you, and count visits to this website with Google Analytics.`,
                )
              : i18n._(msg`We collect only what you type into our forms, to answer you.`)}
          </li>
          <li>
            {i18n._(
              msg`It goes to our dealership and the customer-management system (CRM) our staff use to reply, and to nobody else.`,
            )}
          </li>
          <li>
            {analytics
              ? i18n._(
                  msg`We do not sell your personal information; California law may count the visit counting as sharing, which you can turn off. We never ask for your Social Security number or date of birth here.`,
                )
              : i18n._(
                  msg`We do not sell or share your personal information, and we never ask for your Social Security number or date of birth here.`,
                )}
          </li>
          <li>
            {withTags(
              i18n._(
                msg`We honor Global Privacy Control: a browser that sends it is opted out of sale and sharing without being asked. Anyone can opt out on <0>Your Privacy Choices</0>.`,
              ),
              [choicesLink],
            )}
          </li>
        </ul>

        <h2>{i18n._(msg`What each form collects and why`)}</h2>
        <h3>{i18n._(msg`Contact form`)}</h3>
        <p>
          {withTags(
            i18n._(
              msg`<0>What:</0> your name, e-mail address and/or phone number, how you want us to reply, and your message. <1>Why:</1> to answer your message the way you asked.`,
            ),
            [strong, strong],
          )}
        </p>
        <h3>{i18n._(msg`Vehicle question and test-drive request`)}</h3>
        <p>
          {withTags(
            i18n._(
              msg`<0>What:</0> your name, e-mail address and/or phone number, your question, the vehicle you are looking at, and for a test drive the day and time of day you prefer. <1>Why:</1> to answer about that vehicle and to set up the test drive.`,
            ),
            [strong, strong],
          )}
        </p>
        <h3>{i18n._(msg`Pre-approval request`)}</h3>
        <p>
          {withTags(
            i18n._(
              msg`<0>What:</0> your name, e-mail address, phone number, ZIP code, employment status, monthly income range, how you rate your credit, down payment, the vehicle you are interested in and your message. <1>Why:</1> so a finance manager can contact you about loan options. It is not a credit application and does not run a credit check.`,
            ),
            [strong, strong],
          )}
        </p>
        <h3>{i18n._(msg`Trade-in appraisal request`)}</h3>
        <p>
          {withTags(
            i18n._(
              msg`<0>What:</0> your name, e-mail address and/or phone number, your car’s year, make, model, trim, mileage, condition and (if you give it) VIN, whether you still owe money on it and roughly how much, your notes, and the car on our lot you came from, if any. <1>Why:</1> so an appraiser can estimate what your car is worth and reply to you. The VIN tells us the exact model and equipment and lets us check the car’s history report.`,
            ),
            [strong, strong],
          )}
        </p>
        {credit && (
          <>
            <h3>{i18n._(msg`Credit application and pre-qualification`)}</h3>
            <p>
              {withTags(
                i18n._(
                  msg`<0>What:</0> your name, e-mail address and/or phone number, the car you were looking at, if any, whether you chose the credit application or the pre-qualification, and for the pre-qualification that you agreed to the soft credit check. <1>Why:</1> so we know who went on to apply and can look for the application. The application itself is on ${credit}'s secure site: your Social Security number, date of birth, employment and income go to ${credit}, ${name} and its lenders, never to this website.`,
                ),
                [strong, strong],
              )}
            </p>
          </>
        )}
        {alerts && (
          <>
            <h3>{i18n._(msg`E-mail alerts (price drops and new arrivals)`)}</h3>
            <p>
              {withTags(
                i18n._(
                  msg`<0>What:</0> your e-mail address, the car or cars whose price you asked us to watch or the search filters you asked us to save, the language of the page, and when you asked and confirmed. <1>Why:</1> to e-mail you when a price drops, when a matching car arrives, and once when a watched car is sold, at most once a day. We first send one e-mail asking you to confirm; nothing else is sent until you press its button.`,
                ),
                [strong, strong],
              )}
            </p>
          </>
        )}
        <p>
          {i18n._(
            msg`Every form also records whether you ticked the box agreeing to calls and texts. That consent is optional and is not a condition of buying anything; you can withdraw it at any time by replying STOP to a text or by telling us.`,
          )}
        </p>
        <p>
          {i18n._(
            msg`When you send a form, our server keeps your internet (IP) address in memory for about ten minutes to stop automated spam; it is not stored with your message. As on any website, our host’s server logs may also record it for a short time for security.`,
          )}
        </p>

        <h2>{i18n._(msg`What the website collects without a form`)}</h2>
        <ul>
          <li>
            {i18n._(msg`Your choice of light or dark colors is stored in your own browser; it is never sent to us.`)}
          </li>
          <li>
            {i18n._(
              msg`Pages are kept in your browser so the site works offline; you can clear them from your browser settings.`,
            )}
          </li>
          {analytics && (
            <li>
              {withTags(
                i18n._(
                  msg`Google Analytics counts the pages you visit and the buttons you press (calls, directions, forms sent, without what you typed), with a random identifier stored in your browser, so we can see how the site is used. It never receives your name, e-mail address or phone number. It does not load at all if you opt out on <0>Your Privacy Choices</0> or your browser sends Global Privacy Control.`,
                ),
                [choicesLink],
              )}
            </li>
          )}
          {errorReporting && (
            <li>
              {i18n._(
                msg`When a page fails, an error-reporting service receives technical details (browser, page address, the error) so we can fix it, not what you type into forms.`,
              )}
            </li>
          )}
          <li>{i18n._(msg`We do not use advertising cookies or sell data to advertisers.`)}</li>
        </ul>

        <h2>{i18n._(msg`Categories of personal information`)}</h2>
        <ul>
          <li>{i18n._(msg`Identifiers: name, e-mail address, phone number, ZIP code (from the forms).`)}</li>
          <li>
            {i18n._(
              msg`Commercial information: the vehicles you ask about or watch, your trade-in's details, the down payment and credit range you give.`,
            )}
          </li>
          <li>
            {i18n._(
              msg`Professional or employment information: employment status and income range (pre-approval only).`,
            )}
          </li>
          {(analytics || errorReporting) && (
            <li>
              {i18n._(
                msg`Internet activity: the pages visited and buttons pressed, and the technical details of an error (only as described above).`,
              )}
            </li>
          )}
          <li>{i18n._(msg`Sensitive personal information: none.`)}</li>
        </ul>

        <h2>{i18n._(msg`Who receives it`)}</h2>
        <p>
          {i18n._(
            msg`Your message goes by e-mail to ${name} and into the customer-management system our sales and finance staff use to reply. Our web and e-mail service providers handle it only to deliver it to us. If you ask about financing and later apply, we share your application with the lenders you choose, with your permission at that time.`,
          )}
        </p>

        <h2>{i18n._(msg`How long we keep it`)}</h2>
        <p>
          {i18n._(
            msg`Your message normally goes straight to us by e-mail. When it cannot be delivered at once (our e-mail service is down, or during a flood of fake messages, when we check messages by hand before accepting them), it waits in our website’s storage (a private folder on our web server, or our hosting provider’s storage${select(storage, { encrypted: ", encrypted", other: ", which only we can read" })}) until it reaches us, and is deleted as soon as it does. A message that still has not reached us after ${maxDays} days is deleted then. We keep inquiries in our customer system for up to 24 months after our last contact with you, then delete them. If you buy a vehicle, the records of the sale are kept as long as the law requires.`,
          )}
        </p>

        {analytics && (
          <p>
            {i18n._(
              msg`Google Analytics keeps what it counts for the period set in our account: at most 14 months, the longest it offers. Your privacy choice stays in your browser until you change it or clear the site's data.`,
            )}
          </p>
        )}

        {alerts && (
          <>
            <p>
              {i18n._(
                msg`Alerts are kept in the same storage, encrypted, and deleted when you unsubscribe (one click in any alert e-mail), 48 hours after you asked if you did not confirm, when the car of a price alert is sold, and in any case 180 days after you confirmed. The e-mails go from our e-mail service straight to you; nobody else receives your address.`,
              )}
            </p>
            <p>
              {i18n._(
                msg`When you unsubscribe, we keep a coded fingerprint of your address (not the address itself) for ${suppressionDays} days, so that nobody can have us e-mail you again by typing it on our website: in those days you get at most one confirmation e-mail, and only if someone asks again on our website with your address and agrees to receive alerts.`,
              )}
            </p>
          </>
        )}

        <h2>{i18n._(msg`Your California privacy rights`)}</h2>
        <p>
          {i18n._(
            msg`If you live in California, the California Consumer Privacy Act (as amended by the CPRA) gives you the right to:`,
          )}
        </p>
        <ul>
          <li>
            {i18n._(
              msg`know what personal information we have collected about you, where it came from, why, and who received it;`,
            )}
          </li>
          <li>{i18n._(msg`get a copy of it;`)}</li>
          <li>{i18n._(msg`have it corrected if it is wrong;`)}</li>
          <li>
            {i18n._(msg`have it deleted, with exceptions the law allows (for example records of a completed sale);`)}
          </li>
          <li>
            {withTags(
              i18n._(
                msg`opt out of the sale or sharing of your personal information, on <0>Your Privacy Choices</0>. We do not sell it, and we honor Global Privacy Control signals as a request to opt out;`,
              ),
              [choicesLink],
            )}
          </li>
          <li>
            {i18n._(msg`limit the use of sensitive personal information. We do not collect any through this website;`)}
          </li>
          <li>{i18n._(msg`not be treated differently for using these rights.`)}</li>
        </ul>
        <h3>{i18n._(msg`How to make a request`)}</h3>
        <p>
          {withTags(
            i18n._(
              msg`To use them, <0/>. We will confirm your identity with details you already gave us before acting, and answer within 45 days. You may ask someone to act for you with your written permission.`,
            ),
            [() => contact],
          )}
        </p>

        <h2>{i18n._(msg`Children`)}</h2>
        <p>
          {i18n._(
            msg`This website is meant for adults buying vehicles. We do not knowingly collect information from anyone under 16.`,
          )}
        </p>

        <h2>{i18n._(msg`Questions`)}</h2>
        <p>
          {withTags(
            i18n._(
              msg`Questions about this notice or your information: <0/>. See also our <1>accessibility statement</1>.`,
            ),
            [() => contact, (text) => <SiteLink to={ROUTES.accessibility}>{text}</SiteLink>],
          )}
        </p>
      </div>
    </PageContainer>
  );
}
