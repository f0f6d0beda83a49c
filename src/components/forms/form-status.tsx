import { css } from "@emotion/react";
import React from "react";
import { telHref } from "../../lib/format";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locale";
import { correctFieldsMessage, formMessage, type FormMessageKey } from "../../lib/leads/form-messages";
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

/** A text with the dealer's number, as a link, where it says `{phone}`. */
export function WithPhone({ text, phone }: { text: string; phone: string }) {
  const parts = text.split("{phone}");
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <CallLink phone={phone} />}
          {part}
        </React.Fragment>
      ))}
    </>
  );
}

/** The four outcomes of a no-JavaScript post, each a message the redirect's fragment can target. */
export function NoScriptOutcomes({
  formId,
  phone,
  sentTitle,
  sentText,
  returned,
  locale = DEFAULT_LOCALE,
}: {
  formId: string;
  phone: string;
  sentTitle: string;
  sentText: React.ReactNode;
  /** The outcome the page was reached with, once hydrated (see use-returned-outcome). */
  returned?: LeadOutcome;
  locale?: Locale;
}) {
  const say = (key: FormMessageKey) => formMessage(key, locale);
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
        say("notSentTitle"),
        <p>
          <WithPhone text={`${say("errorText")} ${say("backHint")} ${say("alsoCall")}`} phone={phone} />
        </p>,
      )}
      {notice(
        "unavailable",
        noticeStyle,
        say("unavailableTitle"),
        <p>
          <WithPhone text={`${say("unavailableText")} ${say("backHint")}`} phone={phone} />
        </p>,
      )}
      {notice(
        "limited",
        noticeStyle,
        say("limitedTitle"),
        <p>
          <WithPhone text={say("limitedText")} phone={phone} />
        </p>,
      )}
    </>
  );
}

/** What the visitor reads after sending with JavaScript; an empty live region until then. */
export function StatusMessage({
  state,
  phone,
  locale = DEFAULT_LOCALE,
}: {
  state: LeadFormState;
  phone: string;
  locale?: Locale;
}) {
  const say = (key: FormMessageKey, params?: Record<string, string>) => formMessage(key, locale, params);
  const fieldCount = Object.keys(state.fieldErrors).length;
  switch (state.status) {
    case "idle":
    case "sent":
      return null;
    case "sending":
      return <p>{say("sending")}</p>;
    case "invalid":
      return (
        <Notice title={say("invalidTitle")}>
          {fieldCount > 0 && <p>{correctFieldsMessage(fieldCount, locale)}</p>}
          {state.formErrors.length > 0 && (
            <>
              <ul>
                {state.formErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
              <p>
                <WithPhone text={say("callAboutThis")} phone={phone} />
              </p>
            </>
          )}
        </Notice>
      );
    case "limited":
    case "refused":
      return (
        <Notice title={say("notSentTitle")}>
          <p>
            <WithPhone text={say("refusedText", { message: state.message ?? say("refusedFallback") })} phone={phone} />
          </p>
        </Notice>
      );
    case "unavailable":
    case "network": {
      const { title, what, next } = FAILURES[state.status];
      return (
        <Notice title={say(title)}>
          <p>
            <WithPhone text={say("failureText", { what: say(what), next: say(next) })} phone={phone} />
          </p>
        </Notice>
      );
    }
  }
}

/** The two failures where nothing is wrong with the form: what happened and what to do next. */
const FAILURES = {
  unavailable: { title: "unavailableTitle", what: "unavailableWhat", next: "unavailableNext" },
  network: { title: "networkTitle", what: "networkWhat", next: "networkNext" },
} as const satisfies Record<string, Record<string, FormMessageKey>>;

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
