import React from "react";
import { IconSvg, type IconProps } from "./icon-svg";

// The icons the shell and the vehicle cards draw, which every page loads; the icons of single pages are in
// page-icons.tsx, so they stay out of the shell's chunk.
export const PhoneIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </IconSvg>
);

export const MapPinIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </IconSvg>
);

export const MenuIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </IconSvg>
);

export const CloseIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconSvg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </IconSvg>
);

export const SunIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </IconSvg>
);

export const MoonIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </IconSvg>
);

export const FacebookIcon = (props: IconProps) => (
  <IconSvg {...props} filled>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />
  </IconSvg>
);

export const InstagramIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </IconSvg>
);

export const XIcon = (props: IconProps) => (
  <IconSvg {...props} filled>
    <path d="M17.6 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.8-5.5 5.8H2.4l7-7.9L1.9 3.5h6.2l4.3 5.3zm-1 15.3h1.7L7.5 5.1H5.7z" />
  </IconSvg>
);

export const ReportIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </IconSvg>
);

/** Outlined, or filled when the vehicle is saved. */
export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <IconSvg {...props}>
    <path
      fill={filled ? "currentColor" : "none"}
      d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"
    />
  </IconSvg>
);
