import styled from "@emotion/styled";
import { Link } from "gatsby";
import React from "react";
import { ROUTES } from "../../lib/paths";
import { BrandMark } from "./brand-mark";
import { narrowScreen, wideScreen } from "./shell-styles";
import { fontSize, radius, space, TOUCH_TARGET } from "../../styles/tokens";

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.md};
  flex: 0 1 auto;
  min-width: 0;
  ${wideScreen} {
    flex: none;
  }
  svg {
    ${narrowScreen} {
      width: 36px;
      height: 36px;
    }
  }
  min-height: ${TOUCH_TARGET};
  color: var(--color-text);
  text-decoration: none;
  border-radius: ${radius.md};
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
  text-wrap: balance;
  ${wideScreen} {
    white-space: nowrap;
  }
`;

const Name = styled.span<{ large: boolean }>`
  font-weight: 800;
  letter-spacing: -0.01em;
  font-size: ${(p) => (p.large ? "clamp(1.05rem, 2.6vw, 1.6rem)" : "clamp(1rem, 2.2vw, 1.125rem)")};
`;

const Tagline = styled.span`
  margin-top: ${space["3xs"]};
  font-size: ${fontSize.xs};
  font-weight: 500;
  color: var(--color-text-muted);
`;

/** Business name (and optional tagline) with the brand mark, linking home. */
export function BrandLink({
  name,
  tagline,
  large = false,
  className,
  onClick,
}: {
  name: string;
  tagline?: string;
  large?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Anchor to={ROUTES.home} className={className} onClick={onClick} aria-current={undefined}>
      <BrandMark size={large ? 48 : 40} />
      <Words>
        <Name large={large}>{name}</Name>
        {tagline && <Tagline>{tagline}</Tagline>}
      </Words>
    </Anchor>
  );
}
