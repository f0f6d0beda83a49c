import { css } from "@emotion/react";
import React from "react";
import {
  above,
  CONTENT_MAX_WIDTH,
  fontSize,
  GUTTER,
  lineHeight,
  MEASURE,
  NARROW_MAX_WIDTH,
  space,
} from "../../styles/tokens";

/** The header's and footer's left and right edges, for any band of content (a page, a home section, the hero). */
export const contentEdges = css`
  width: 100%;
  max-width: ${CONTENT_MAX_WIDTH};
  margin: 0 auto;
  padding-left: ${GUTTER};
  padding-right: ${GUTTER};
`;

// Every page's content shares the header's and footer's edges and the same vertical rhythm.
const containerStyle = css`
  ${contentEdges};
  padding-top: ${space.xl};
  padding-bottom: ${space["3xl"]};
  ${above("md")} {
    padding-top: ${space["2xl"]};
    padding-bottom: ${space["4xl"]};
  }
`;

const narrowStyle = css`
  max-width: ${NARROW_MAX_WIDTH};
`;

/** Width, gutters and vertical rhythm of a page's main content. `narrow` for forms and single columns. */
export function PageContainer({ children, narrow }: { children: React.ReactNode; narrow?: boolean }) {
  return <div css={[containerStyle, narrow && narrowStyle]}>{children}</div>;
}

const headerStyle = css`
  margin-bottom: ${space.xl};
  & h1 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.h1};
    line-height: ${lineHeight.tight};
  }
  & p {
    margin: 0;
    max-width: ${MEASURE};
    font-size: ${fontSize.lg};
    color: var(--color-text-muted);
  }
`;

/** The page's <h1> and an optional lead sentence. */
export function PageHeader({ title, lead, id }: { title: React.ReactNode; lead?: React.ReactNode; id?: string }) {
  return (
    <header css={headerStyle}>
      <h1 id={id}>{title}</h1>
      {lead && <p>{lead}</p>}
    </header>
  );
}
