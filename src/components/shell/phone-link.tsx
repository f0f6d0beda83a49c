import { css } from "@emotion/react";
import React from "react";
import { telHref } from "../../lib/format";
import { PhoneIcon } from "../ui/icons";
import { fontSize, fontWeight, radius, space, TOUCH_TARGET } from "../../styles/tokens";

const style = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${TOUCH_TARGET};
  color: var(--color-text);
  font-weight: ${fontWeight.bold};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${radius.md};
  font-variant-numeric: tabular-nums;
  svg {
    color: var(--color-link);
    flex: none;
  }
  &:hover span {
    text-decoration: underline;
  }
`;

const stackedText = css`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  small {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.medium};
    color: var(--color-text-muted);
  }
`;

/** The dealership's number as a tel: link; `caption` adds a small line above it ("Call or text"). */
export function PhoneLink({ phone, caption, className }: { phone: string; caption?: string; className?: string }) {
  return (
    <a href={telHref(phone)} css={style} className={className}>
      <PhoneIcon size={caption ? 22 : 18} />
      {caption ? (
        <span css={stackedText}>
          <small>{caption}</small>
          {phone}
        </span>
      ) : (
        <span>{phone}</span>
      )}
    </a>
  );
}
