import { css } from "@emotion/react";
import React from "react";

const containerStyle = css`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
  @media (min-width: 48rem) {
    padding: 2.5rem 1.5rem 4rem;
  }
`;

const headerStyle = css`
  margin-bottom: 2rem;
  & h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.9rem, 5vw, 2.6rem);
    line-height: 1.15;
  }
  & p {
    margin: 0;
    max-width: 65ch;
    font-size: 1.1rem;
    color: var(--color-text-muted);
  }
`;

/** Width, gutters and vertical rhythm shared by the content pages. */
export function PageContainer({ children, narrow }: { children: React.ReactNode; narrow?: boolean }) {
  return <div css={[containerStyle, narrow && css`max-width: 48rem;`]}>{children}</div>;
}

export function PageHeader({ title, lead }: { title: React.ReactNode; lead?: React.ReactNode }) {
  return (
    <header css={headerStyle}>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
    </header>
  );
}

/** Long-form text (privacy notice, accessibility statement): readable line length and spacing. */
export const proseStyle = css`
  max-width: 70ch;
  & h2 {
    margin: 2.25rem 0 0.75rem;
    font-size: 1.4rem;
  }
  & h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.1rem;
  }
  & p,
  & li {
    line-height: 1.65;
  }
  & ul {
    padding-left: 1.25rem;
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    margin: 1rem 0;
  }
  & th,
  & td {
    text-align: left;
    vertical-align: top;
    padding: 0.6rem 0.5rem;
    border-bottom: 1px solid var(--color-border);
  }
`;
