import React from "react";
import { IconSvg, type IconProps } from "./icon-svg";

// The icons of single pages (the vehicle page, the inventory's filters, the price alert): apart from icons.tsx,
// which is in the shell's chunk that every page loads, so each page loads only its own.
export const MessageIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </IconSvg>
);

export const ShareIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </IconSvg>
);

export const FilterIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </IconSvg>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </IconSvg>
);

export const CheckIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M20 6 9 17l-5-5" />
  </IconSvg>
);

/** A padlock: a deposit paid on the payment provider's secure page. */
export const LockIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </IconSvg>
);

export const PlayIcon = (props: IconProps) => (
  <IconSvg {...props} filled>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.5-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
  </IconSvg>
);

/** A bell: an e-mail alert. */
export const BellIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </IconSvg>
);
