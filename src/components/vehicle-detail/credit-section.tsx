import styled from "@emotion/styled";
import { msg } from "@lingui/core/macro";
import React from "react";
import { space } from "../../styles/tokens";
import { DetailSection } from "./inquiry-section";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

const Section = styled(DetailSection)`
  margin-top: ${space.xl};
`;

export const CREDIT_SECTION_ID = "credit-application";
const HEADING_ID = "credit-application-heading";

/** "Apply for financing on this car": the credit application form (src/components/leads/) given as children. */
export function CreditSection({ children }: { children: (labelledBy: string) => React.ReactNode }) {
  const i18n = useI18n(vehicleCatalogs);
  return (
    <Section id={CREDIT_SECTION_ID} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{i18n._(msg`Apply for financing on this car`)}</h2>
      {children(HEADING_ID)}
    </Section>
  );
}
