import { Link } from "gatsby";
import React from "react";
import { actionButton } from "./shell-styles";

/** The header's call to action ("Get Pre-Approved"), a button-styled link. */
export function ActionLink({ to, children, className, onClick }: { to: string; children: React.ReactNode; className?: string; onClick?: () => void }) {
  return (
    <Link to={to} css={actionButton} className={className} onClick={onClick} aria-current={undefined}>
      {children}
    </Link>
  );
}
