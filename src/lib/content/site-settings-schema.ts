import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locale";
import { localizedTextSchema, withSpanishTwinsRead } from "./localized-text-schema";
import { reserveTemplateProblem } from "./reserve-link";
import { reviewsSchema } from "./review-schema";
import { creditApplicationProblems } from "./credit-application";
import { cellLine, numberBetween, text, wholeNumber } from "./schema-rules";
import { addressRule, geoRule, httpsUrl, phoneRule, weekHoursRule } from "./place-rules";
import { CREDIT_PROVIDERS, HISTORY_REPORT_VIN, WEEK_DAYS } from "./site-fields";
import { BADGE_KEYS } from "./vehicle-fields";
import { warrantySchema } from "./vehicle-schema";

export { WEEK_DAYS };

// Staff-written texts are by language, `{ "en": ..., "es": ... }` (src/lib/content/localized-text-schema.ts); each
// object holding one also reads the old form, `tagline` with its Spanish twin `taglineEs` beside it.
/** A staff-written text: English required, every other language optional (the English text shows). */
const texts = (what: string) => localizedTextSchema(text, what);

type BadgeKey = (typeof BADGE_KEYS)[number];

const badgeLabels = withSpanishTwinsRead(
  z.strictObject(
    Object.fromEntries(BADGE_KEYS.map((key) => [key, texts("a badge label")])) as Record<
      BadgeKey,
      ReturnType<typeof texts>
    >,
  ),
);

/**
 * The languages the site is published in: English always (its pages are the unprefixed ones), each other
 * language under `/<locale>/`. Left out, the site is English only (siteLanguagesOf).
 */
const languages = z
  .array(z.enum(LOCALES, { error: `expected language codes from ${LOCALES.join(", ")}` }), {
    error: `expected a list of language codes from ${LOCALES.join(", ")}`,
  })
  .refine((list) => list.includes(DEFAULT_LOCALE), { error: `expected a list that includes "${DEFAULT_LOCALE}"` })
  .refine((list) => new Set(list).size === list.length, { error: "lists a language twice" })
  .optional();

const reserveLabel = (what: string) => text(what).max(40, { error: "expected a button text of at most 40 characters" });

const depositLine = (what: string) => text(what).max(80, { error: "expected a deposit line of at most 80 characters" });

const flag = z.boolean({ error: "expected true or false" });

// The business name goes into cells of the marketplace feeds (cellLine); the address as place-rules.ts says.
export const siteSettingsSchema = withSpanishTwinsRead(
  z.strictObject({
    businessName: cellLine("the business name"),
    shortName: z
      .string({ error: "expected a short name of at most 12 characters" })
      .trim()
      .min(1)
      .max(12, { error: "expected a short name of at most 12 characters" }),
    languages,
    tagline: texts("a tagline"),
    description: texts("a one-sentence description for search engines"),
    address: addressRule,
    geo: geoRule.optional(),
    phone: phoneRule,
    email: z.email({ error: "expected an e-mail address" }),
    mapUrl: httpsUrl("a map link"),
    hours: weekHoursRule,
    callToAction: texts("a call to action"),
    contact: withSpanishTwinsRead(
      z.strictObject({
        heading: texts("a heading"),
        subheading: texts("a subheading"),
        intro: texts("an intro line"),
      }),
    ),
    badges: badgeLabels,
    flags: z.strictObject({
      topBar: flag,
      footer: flag,
      financing: flag,
      socialBlock: flag,
      facebook: flag,
      instagram: flag,
      twitter: flag,
    }),
    social: z.strictObject({
      facebook: httpsUrl("a Facebook page link"),
      instagram: httpsUrl("an Instagram profile link"),
      twitter: httpsUrl("an X (Twitter) profile link"),
    }),
    financing: z.strictObject({
      creditScore: wholeNumber("a credit score from 300 to 850", 300, 850),
      termMonths: wholeNumber("a term in months from 12 to 96", 12, 96),
      annualIncome: z
        .number({ error: "expected a positive yearly income" })
        .positive({ error: "expected a positive yearly income" }),
      apr: numberBetween("an APR percentage from 0 to 36", 0, 36),
      downPaymentPercent: numberBetween("a percentage from 0 to 100", 0, 100),
    }),
    featuredVehicleCount: wholeNumber("a whole number from 0 to 24", 0, 24),
    credit: withSpanishTwinsRead(
      z.strictObject({
        vendorName: text("the web vendor's name"),
        vendorUrl: httpsUrl("the web vendor's site"),
        location: texts('a location line such as "in California"'),
      }),
    ),
    // A vehicle history report (CARFAX, AutoCheck ...) linked from every card and vehicle page when set.
    historyReport: z
      .strictObject({
        provider: text('the report provider\'s name, like "CARFAX"').max(30, {
          error: "expected a provider name of at most 30 characters",
        }),
        urlTemplate: z
          .url({ protocol: /^https$/, error: "expected a report link starting with https://" })
          .refine((url) => url.includes(HISTORY_REPORT_VIN), {
            error: `expected a report link with ${HISTORY_REPORT_VIN} where the vehicle's VIN goes`,
          }),
      })
      .optional(),
    // The credit application and soft-pull pre-qualification on the dealer's lender platform
    // (src/lib/content/credit-application.ts: each provider's hosts and placeholders).
    creditApplication: z
      .strictObject({
        provider: z.enum(CREDIT_PROVIDERS, { error: `expected one of ${CREDIT_PROVIDERS.join(", ")}` }),
        providerName: text('the provider\'s name, like "Acme Lending"')
          .max(40, { error: "expected a provider name of at most 40 characters" })
          .optional(),
        applicationUrl: localizedTextSchema(text, "the link to your credit application"),
        prequalificationUrl: localizedTextSchema(text, "the link to your soft-pull pre-qualification").optional(),
      })
      .superRefine((setting, ctx) => {
        for (const { path, message } of creditApplicationProblems(setting))
          ctx.addIssue({ code: "custom", path, message, input: setting });
      })
      .optional(),
    // The dealer's rating on Google, DealerRater and Yelp as staff read it (src/lib/content/review-schema.ts).
    reviews: reviewsSchema.optional(),
    // "Reserve this car" on available vehicles' pages: a link to the dealer's payment provider (src/lib/content/reserve-link.ts).
    reserve: withSpanishTwinsRead(
      z.strictObject({
        urlTemplate: z
          .string({ error: "expected a payment link starting with https://" })
          .superRefine((template, ctx) => {
            const problem = reserveTemplateProblem(template);
            if (problem) ctx.addIssue({ code: "custom", message: problem, input: template });
          }),
        label: localizedTextSchema(reserveLabel, 'the button\'s text, like "Reserve this car"'),
        deposit: localizedTextSchema(depositLine, 'the deposit line, like "$500 refundable deposit"'),
      }),
    ).optional(),
    // Dealer fees: required ones not already in a vehicle's price are added to every advertised price
    // (src/lib/pricing); optional ones are only listed on the detail page.
    fees: z
      .array(
        withSpanishTwinsRead(
          z.strictObject({
            name: texts('a fee name such as "Documentation fee"'),
            amount: z
              .number({ error: "expected an amount in dollars, like 85 or 85.50" })
              .min(0, { error: "expected an amount in dollars, like 85 or 85.50" })
              .max(100_000, { error: "expected an amount under $100,000" })
              .refine((amount) => Number.isInteger(Number.parseFloat((amount * 100).toPrecision(12))), {
                error: "expected dollars and whole cents (at most two decimals)",
              }),
            required: z.boolean({ error: "expected true (every buyer pays it) or false (optional)" }),
            includedInPrice: z.boolean({
              error: "expected true (already in each vehicle's price) or false (added to the advertised price)",
            }),
          }),
        ),
        { error: "expected a list of fees {name, amount, required, includedInPrice}" },
      )
      .refine((fees) => new Set(fees.map((fee) => fee.name.en)).size === fees.length, {
        error: "lists a fee name twice",
      })
      .optional(),
    // The dealer makes a service contract available on its vehicles: the Buyers Guide's service-contract box is
    // checked on every vehicle page (16 CFR 455.2(b)(3)). Left out, the box is not shown.
    serviceContract: z.boolean({ error: "expected true (a service contract is available) or false" }).optional(),
    // The dealer sells in California: the CARS Act's disclosures (Civil Code § 1784.20 and following, operative
    // 1 October 2026) are shown: the total price named as such with what it leaves out, and the 3-day right to
    // cancel on eligible used vehicles (src/lib/pricing/cars-act.ts). Left out: none of it.
    sellsInCalifornia: z.boolean({ error: "expected true (the dealer sells in California) or false" }).optional(),
    // Days a "Price reduced" notice stays after the drop; 0 turns it off (default 30, src/lib/pricing).
    priceReductionDays: z
      .number({ error: "expected a whole number of days from 0 to 365" })
      .int({ error: "expected a whole number of days from 0 to 365" })
      .min(0, { error: "expected a whole number of days from 0 to 365" })
      .max(365, { error: "expected a whole number of days from 0 to 365" })
      .optional(),
    // Used by `npm run inventory:import` for a new vehicle whose feed row does not say
    // (docs/content-reference.md#inventory-import).
    importDefaults: z
      .strictObject({
        warranty: warrantySchema.optional(),
      })
      .optional(),
  }),
);

export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type FinancingAssumptions = SiteSettings["financing"];
export type SiteFlags = SiteSettings["flags"];
