import { css, type SerializedStyles } from "@emotion/react";
import React, { useId } from "react";
import { fontWeight, radius, space } from "../../styles/tokens";

/** The framed box a wide table scrolls sideways in (focusable, so the keyboard can scroll it too). */
// Here rather than in a file of its own: every page with a wide table then shares one chunk.
export const tableScroller = css`
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: ${radius.lg};
  background: var(--color-surface);
  &:focus-visible {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;

// The look of the site's data tables: ruled rows, headers on the left, cells aligned to the top.
const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  th[scope="row"] {
    font-weight: ${fontWeight.medium};
  }
`;

// In the framed scroller the frame draws the last rule.
const framedStyle = css`
  tr:last-of-type > * {
    border-bottom: 0;
  }
`;

export interface DataTableProps {
  /** The table's name as a caption; `hideCaption` keeps it for screen readers only. */
  caption?: React.ReactNode;
  hideCaption?: boolean;
  /** The id of the heading that names the table, when it has no caption. */
  labelledBy?: string;
  /**
   * Wide tables scroll sideways in a framed box that is a named, focusable region (so the keyboard scrolls it
   * too); pass styles for the box, such as scroll snapping, or `true` for the plain box. Needs a caption.
   */
  scroller?: boolean | SerializedStyles;
  /** Emotion's `css` prop arrives as this class: the caller's rules for its own columns and cells. */
  className?: string;
  /** The <thead> and <tbody>, with `scope` on every header cell. */
  children: React.ReactNode;
}

/** A semantic <table> in the site's table look, optionally in a sideways scroller. */
export function DataTable({ caption, hideCaption, labelledBy, scroller, className, children }: DataTableProps) {
  const captionId = useId();
  const table = (
    <table css={[tableStyle, scroller && framedStyle]} className={className} aria-labelledby={labelledBy}>
      {caption !== undefined && (
        <caption id={captionId} className={hideCaption ? "visually-hidden" : undefined}>
          {caption}
        </caption>
      )}
      {children}
    </table>
  );
  if (!scroller) return table;
  return (
    <div
      css={[tableScroller, scroller !== true && scroller]}
      role="region"
      aria-labelledby={caption !== undefined ? captionId : labelledBy}
      tabIndex={0}
    >
      {table}
    </div>
  );
}
