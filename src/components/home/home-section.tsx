import { css } from "@emotion/react";
import React from "react";
import { above, fontSize, lineHeight, MEASURE, space } from "../../styles/tokens";
import { contentEdges } from "../ui/page-container";

const sectionStyle = css`
  ${contentEdges};
  padding-top: ${space["3xl"]};
  ${above("md")} {
    padding-top: ${space["4xl"]};
  }
  & > h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.h2};
    line-height: ${lineHeight.tight};
  }
  & > p:first-of-type {
    margin: 0 0 ${space.xl};
    color: var(--color-text-muted);
    max-width: ${MEASURE};
  }
`;

/** A titled band of the home page, on the same edges as every page. */
export function HomeSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section css={sectionStyle} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
