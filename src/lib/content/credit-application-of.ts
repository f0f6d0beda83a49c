// The lender platform setting (content/site.json `creditApplication`) as its page query returns it, narrowed back to
// the content's type. Apart from the other settings (from-graphql.ts, in every page's JavaScript): only the pages
// that link to the platform (financing with its pre-approval thank-you, vehicle pages, privacy) query and carry it
// (src/hooks/use-credit-application.ts).
import { KNOWN_CREDIT_PROVIDERS, type CreditApplicationSetting } from "./credit-application";
import { oneOf } from "./one-of";

type CreditApplicationNode = NonNullable<
  NonNullable<Queries.CreditApplicationSettingQuery["siteSettings"]>["creditApplication"]
>;

/** The setting as content has it: a closed provider, absent optionals; its links by language as queried. */
export function creditApplicationOf(node: CreditApplicationNode): CreditApplicationSetting {
  const { provider, providerName, applicationUrl, prequalificationUrl } = node;
  return {
    provider: oneOf(KNOWN_CREDIT_PROVIDERS, provider, "site settings credit application provider"),
    ...(providerName ? { providerName } : {}),
    applicationUrl,
    ...(prequalificationUrl ? { prequalificationUrl } : {}),
  };
}
