import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { space } from "../../styles/tokens";
import { detailSectionStyle } from "./inquiry-section";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

const creditStyle = css`
  margin-top: ${space.xl};
`;

export const CREDIT_SECTION_ID = "credit-application";
const HEADING_ID = "credit-application-heading";

/** "Apply for financing on this car": the credit application form (src/components/leads/) given as children. */
export function CreditSection({ children }: { children: (labelledBy: string) => React.ReactNode }) {
  const i18n = useI18n(vehicleCatalogs);
  return (
    <section css={[detailSectionStyle, creditStyle]} id={CREDIT_SECTION_ID} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{i18n._(msg`Apply for financing on this car`)}</h2>
      {children(HEADING_ID)}
    </section>
  );
}
