import styled from "@emotion/styled";
import React from "react";
import type { ReserveLink } from "../../lib/content/reserve-link";
import { fontSize, space } from "../../styles/tokens";
import { ButtonAnchor } from "../ui/button";
import { LockIcon } from "../ui/icons";

const Box = styled.div`
  display: grid;
  gap: ${space["2xs"]};
  p {
    margin: 0;
    color: var(--color-text-muted);
    font-size: ${fontSize.sm};
    text-align: center;
  }
`;

const NOTE_ID = "reserve-deposit";

/**
 * "Reserve this car": a plain link to the dealer's payment page (no script, works before hydration), marked
 * as a call to action so analytics, when on, reports the click (asc_cta_interaction).
 */
export function ReserveButton({ link }: { link: ReserveLink }) {
  return (
    <Box>
      <ButtonAnchor href={link.href} data-asc-cta="" aria-describedby={NOTE_ID}>
        <LockIcon /> {link.label}
      </ButtonAnchor>
      <p id={NOTE_ID}>{link.deposit}</p>
    </Box>
  );
}
