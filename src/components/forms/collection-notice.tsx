import { css } from "@emotion/react";
import React from "react";
import { fontSize } from "../../styles/tokens";

const noticeStyle = css`
  margin: 0;
  font-size: ${fontSize.sm};
  color: var(--color-text-muted);
  a {
    color: var(--color-link);
  }
`;

/**
 * The notice at collection under a form (CCPA regulations § 7012): what is collected, why, how long it is kept, and
 * where the privacy notice is. Each form writes its own words (leads and alerts are different areas); this is its place.
 */
export function CollectionNotice({ children }: { children: React.ReactNode }) {
  return (
    <p css={noticeStyle} className="full-width" data-collection-notice="">
      {children}
    </p>
  );
}
