import { css } from "@emotion/react";
import React from "react";

const sectionStyle = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 3rem 1rem 0;
  @media (min-width: 48rem) {
    padding: 4rem 1.5rem 0;
  }
  & > h2 {
    margin: 0 0 0.4rem;
    font-size: clamp(1.6rem, 4.5vw, 2.1rem);
    line-height: 1.2;
  }
  & > p:first-of-type {
    margin: 0 0 1.5rem;
    color: var(--color-text-muted);
    max-width: 60ch;
  }
`;

/** A titled band of the home page. */
export function HomeSection({ id, title, intro, children }: { id: string; title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
