import { css } from "@emotion/react";
import React from "react";
import { telHref } from "../../lib/format";
import { statusAnchor, type LeadOutcome } from "../../lib/leads/return-to";
import { fontSize, fontWeight, radius, space } from "../../styles/tokens";
import type { LeadFormState } from "./use-lead-form";

const noticeStyle = css`
  padding: ${space.lg} ${space.lg};
  border-radius: ${radius.md};
  border-left: ${space.xs} solid var(--color-warning-text);
  background: var(--color-warning-bg);
  color: var(--color-warning-text);
  & a {
    color: inherit;
    font-weight: ${fontWeight.bold};
  }
  & h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
  }
  & p,
  & ul {
    margin: ${space["2xs"]} 0 0;
  }
  &:focus {
    outline: var(--focus-ring);
    outline-offset: 2px;
  }
`;

const successStyle = css`
  ${noticeStyle};
  border-left-color: var(--color-success);
  background: var(--color-surface-muted);
  color: var(--color-text);
  & h3 {
    color: var(--color-success);
  }
`;

// Shown only when the page was reached through the no-JavaScript redirect (`#contact-form-sent`):
// CSS :target is the one way a static page can react to the outcome without JavaScript.
const targetOnly = css`
  display: none;
  margin-bottom: ${space.xl};
  scroll-margin-top: ${space.xl};
  &:target,
  &[data-returned] {
    display: block;
  }
  [data-answered] > & {
    display: none;
  }
`;

function CallLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

const BACK_HINT = "Your browser's Back button usually brings back what you typed.";

/** The four outcomes of a no-JavaScript post, each a message the redirect's fragment can target. */
export function NoScriptOutcomes({
  formId,
  phone,
  sentTitle,
  sentText,
  returned,
}: {
  formId: string;
  phone: string;
  sentTitle: string;
  sentText: React.ReactNode;
  /** The outcome the page was reached with, once hydrated (see use-returned-outcome). */
  returned?: LeadOutcome;
}) {
  const notice = (outcome: LeadOutcome, style: ReturnType<typeof css>, title: string, body: React.ReactNode) => (
    <div
      id={statusAnchor(formId, outcome)}
      css={[style, targetOnly]}
      tabIndex={-1}
      data-returned={outcome === returned ? "" : undefined}
    >
      <h3>{title}</h3>
      {body}
    </div>
  );
  return (
    <>
      {notice("sent", successStyle, sentTitle, <p>{sentText}</p>)}
      {notice(
        "error",
        noticeStyle,
        "Your message was not sent",
        <p>
          Something in the form was missing or not in a form we can use. Please check the form below and send it again.{" "}
          {BACK_HINT} You can also call us at <CallLink phone={phone} />.
        </p>,
      )}
      {notice(
        "unavailable",
        noticeStyle,
        "We could not send your message",
        <p>
          Our system is not taking messages right now. Please call us at <CallLink phone={phone} />, or try again later.{" "}
          {BACK_HINT}
        </p>,
      )}
      {notice(
        "limited",
        noticeStyle,
        "Please wait a few minutes",
        <p>
          Many messages were sent from your connection in a short time. Please try again in a few minutes, or call us at{" "}
          <CallLink phone={phone} />.
        </p>,
      )}
    </>
  );
}

/** What the visitor reads after sending with JavaScript; an empty live region until then. */
export function StatusMessage({ state, phone }: { state: LeadFormState; phone: string }) {
  const fieldCount = Object.keys(state.fieldErrors).length;
  switch (state.status) {
    case "idle":
    case "sent":
      return null;
    case "sending":
      return <p>Sending…</p>;
    case "invalid":
      return (
        <Notice title="Your message was not sent yet">
          {fieldCount > 0 && (
            <p>Please correct the {fieldCount === 1 ? "field" : `${fieldCount} fields`} marked below.</p>
          )}
          {state.formErrors.length > 0 && (
            <>
              <ul>
                {state.formErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
              <p>
                Please call us at <CallLink phone={phone} /> about this.
              </p>
            </>
          )}
        </Notice>
      );
    case "limited":
    case "refused":
      return (
        <Notice title="Your message was not sent">
          <p>
            {state.message ?? "We could not accept your message."} What you typed is still in the form. You can also
            call us at <CallLink phone={phone} />.
          </p>
        </Notice>
      );
    case "unavailable":
    case "network": {
      const { title, what, next } = FAILURES[state.status];
      return (
        <Notice title={title}>
          <p>
            {what} What you typed is still in the form: {next}, or call us at <CallLink phone={phone} />.
          </p>
        </Notice>
      );
    }
  }
}

/** The two failures where nothing is wrong with the form: what happened and what to do next. */
const FAILURES = {
  unavailable: {
    title: "We could not send your message",
    what: "Our system is not taking messages right now.",
    next: "please try again in a few minutes",
  },
  network: {
    title: "We could not reach our server",
    what: "Your message may not have been sent.",
    next: "check your connection and try again",
  },
} as const;

/** A warning with a heading. */
function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div css={noticeStyle}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

export { successStyle };
