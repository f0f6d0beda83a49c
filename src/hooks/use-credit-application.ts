import { graphql, useStaticQuery } from "gatsby";
import type { CreditApplicationSetting } from "../lib/content/credit-application";
import { creditApplicationOf } from "../lib/content/credit-application-of";

/**
 * The dealer's lender platform (content/site.json `creditApplication`), or undefined when none is set. A query of its
 * own, not in useSiteSettings: only the pages that link to the platform carry its code and data.
 */
export function useCreditApplication(): CreditApplicationSetting | undefined {
  const data = useStaticQuery<Queries.CreditApplicationSettingQuery>(graphql`
    query CreditApplicationSetting {
      siteSettings {
        creditApplication {
          provider
          providerName
          applicationUrl {
            ...LocalizedTextFields
          }
          prequalificationUrl {
            ...LocalizedTextFields
          }
        }
      }
    }
  `);
  const node = data.siteSettings?.creditApplication;
  return node ? creditApplicationOf(node) : undefined;
}
