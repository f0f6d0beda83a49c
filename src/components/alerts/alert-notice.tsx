import React from "react";
import { alertNoticeId, type AlertOutcome } from "../../lib/alerts/alert-options";
import { noticeStyle, successStyle, targetOnly } from "./alert-styles";

/** A notice a plain (no-JavaScript) post lands on: hidden until the fragment names it. */
export function AlertNotice({
  formId,
  outcome,
  returned,
  title,
  children,
  success = false,
  wide = false,
  level = 3,
}: {
  formId: string;
  outcome: AlertOutcome;
  /** The outcome the page was reached with, once hydrated. */
  returned?: AlertOutcome;
  title: string;
  children?: React.ReactNode;
  success?: boolean;
  /** Spans the form grid's columns (a notice placed among the fields). */
  wide?: boolean;
  /** The heading's level: 3 in a form's section, 2 where the form is the page's content. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      id={alertNoticeId(formId, outcome)}
      css={[success ? successStyle : noticeStyle, targetOnly]}
      tabIndex={-1}
      className={wide ? "full-width" : undefined}
      data-returned={outcome === returned ? "" : undefined}
    >
      <Heading>{title}</Heading>
      {children}
    </div>
  );
}
