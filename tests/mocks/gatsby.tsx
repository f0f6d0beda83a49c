// The single mock of `gatsby` for unit tests: components render without Gatsby's runtime.
import React from "react";
import { vi } from "vitest";

export const graphql = (() => "") as unknown as (strings: TemplateStringsArray, ...values: unknown[]) => string;

// The same plain-link Link the content editor's previews use outside Gatsby.
export { Link } from "../../src/admin/gatsby-shim";

export const navigate = vi.fn();
export const withPrefix = (path: string) => path;
export const useStaticQuery = vi.fn();
export const Slice = ({ alias, ...props }: { alias: string } & Record<string, unknown>) => (
  <div data-slice={alias} data-props={JSON.stringify(props)} />
);
export const Script = () => null;
export const prefetchPathname = vi.fn();
