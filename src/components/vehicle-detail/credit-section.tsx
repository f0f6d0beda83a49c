import styled from "@emotion/styled";
import { msg } from "@lingui/core/macro";
import React from "react";
import { radius, space } from "../../styles/tokens";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

const Section = styled.section`
  scroll-margin-top: 1rem;
  margin-top: ${space.xl};
  padding: ${space.xl};
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  h2 {
    margin-top: 0;
  }
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
