import styled from "@emotion/styled";
import React from "react";

const Anchor = styled.a`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 2002;
  padding: 0.75rem 1.25rem;
  border-radius: 8px;
  background: var(--color-action);
  color: var(--color-on-action);
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** First thing in the tab order: jumps past the top bar and header to the page's main content. */
export function SkipLink({ target = "main" }: { target?: string }) {
  return <Anchor href={`#${target}`}>Skip to main content</Anchor>;
}
