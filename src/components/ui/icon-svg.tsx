import React from "react";

// The frame of the inline SVG icons (icons.tsx, page-icons.tsx): no icon font, no requests. Decorative: the
// link or button around them carries the name.
export type IconProps = { className?: string; size?: number };

export function IconSvg({
  className,
  size = 20,
  children,
  filled = false,
}: IconProps & { children: React.ReactNode; filled?: boolean }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
