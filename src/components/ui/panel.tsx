import { css } from "@emotion/react";
import React from "react";
import { radius, shadow, space } from "../../styles/tokens";

// A raised surface for a group of content: a form, a calculator, the visit-us box, a filter column.
export const panelStyle = css`
  padding: clamp(${space.lg}, 3vw, ${space.xl});
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  box-shadow: ${shadow.card};
`;

type PanelProps = React.HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "aside" | "article" };

export function Panel({ as: Tag = "div", ...rest }: PanelProps) {
  return <Tag css={panelStyle} {...rest} />;
}
