import { msg } from "@lingui/core/macro";
import React from "react";
import { alertsCatalogs } from "../../locales/alerts";
import { useI18n } from "../i18n/locale-context";
import { noticeStyle } from "./alert-styles";
import type { AlertFormState } from "./use-alert-form";

/** A warning with a heading. */
function Notice({ title, level, children }: { title: string; level: 2 | 3; children: React.ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div css={noticeStyle}>
      <Heading>{title}</Heading>
      {children}
    </div>
  );
}

/** What the visitor reads after sending with JavaScript (but success, which each form words itself). */
export function AlertStatus({ state, level = 3 }: { state: AlertFormState; level?: 2 | 3 }) {
  const i18n = useI18n(alertsCatalogs);
  const count = Object.keys(state.fieldErrors).length;
  switch (state.status) {
    case "idle":
    case "sent":
      return null;
    case "sending":
      return <p>{i18n._(msg`Sending…`)}</p>;
    case "invalid":
      return (
        <Notice level={level} title={i18n._(msg`Please check the form`)}>
          {count > 0 && <p>{i18n._(msg`Correct the field marked below, then send it again.`)}</p>}
          {state.formErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Notice>
      );
    case "refused":
    case "limited":
      return (
        <Notice level={level} title={i18n._(msg`Not sent`)}>
          <p>{state.message ?? i18n._(msg`Your request was refused. Please reload the page and try again.`)}</p>
        </Notice>
      );
    case "unavailable":
      return (
        <Notice level={level} title={i18n._(msg`Not available just now`)}>
          <p>{i18n._(msg`We could not take your request just now. Nothing was saved; please try again later.`)}</p>
        </Notice>
      );
    case "network":
      return (
        <Notice level={level} title={i18n._(msg`No connection`)}>
          <p>{i18n._(msg`Your request could not reach us. Check your connection and send it again.`)}</p>
        </Notice>
      );
  }
}
