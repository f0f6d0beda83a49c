import React from "react";

// The frame of the inline SVG icons (icons.tsx, page-icons.tsx): no icon font, no requests. Decorative: the
// link or button around them carries the name. Their stroke and fill are set by the `.icon` rules of
// global-css.ts, not as attributes: a page of two dozen cards draws fifty icons.
export type IconProps = { className?: string; size?: number };

export function IconSvg({
  className,
  size = 20,
  children,
  filled = false,
}: IconProps & { children: React.ReactNode; filled?: boolean }) {
  return (
    <svg
      className={`icon${filled ? " icon-filled" : ""}${className ? ` ${className}` : ""}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
