import React from "react";
import { ButtonLink } from "../ui/button";

/** The header's call to action ("Get Pre-Approved"): the site's primary button, compact for the header. */
export function ActionLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <ButtonLink to={to} size="compact" className={className} onClick={onClick} cta>
      {children}
    </ButtonLink>
  );
}
