// The editor's bundle has no Gatsby runtime: the site's components that import `gatsby` (for Link) get
// this instead (esbuild alias in gatsby/editor/admin-editor.ts). A preview's links are plain links.
import React from "react";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: React.CSSProperties;
  partiallyActive?: boolean;
  state?: unknown;
  replace?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    activeClassName: _class,
    activeStyle: _style,
    partiallyActive: _partially,
    state: _state,
    replace: _replace,
    children,
    ...rest
  },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});

export const graphql = (): string => "";
export const navigate = (): void => undefined;
export const withPrefix = (path: string): string => path;
