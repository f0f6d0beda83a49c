// The single mock of `gatsby` for unit tests: components render without Gatsby's runtime.
import React from "react";
import { vi } from "vitest";

export const graphql = (() => "") as unknown as (strings: TemplateStringsArray, ...values: unknown[]) => string;

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: React.CSSProperties;
  partiallyActive?: boolean;
  state?: unknown;
  replace?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, state: _st, replace: _r, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

export const navigate = vi.fn();
export const withPrefix = (path: string) => path;
export const useStaticQuery = vi.fn();
export const Slice = ({ alias, ...props }: { alias: string } & Record<string, unknown>) => (
  <div data-slice={alias} data-props={JSON.stringify(props)} />
);
export const Script = () => null;
export const prefetchPathname = vi.fn();
