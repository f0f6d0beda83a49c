import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React, { useState, useSyncExternalStore } from "react";
import { ROUTES } from "../../lib/paths";
import { sendsGpc, readPrivacyChoice, storePrivacyChoice, type PrivacyChoice } from "../../lib/privacy/privacy-choice";
import { privacyCatalogs } from "../../locales/privacy";
import { fontWeight, space } from "../../styles/tokens";
import { useI18n } from "../i18n/locale-context";
import { SiteLink } from "../i18n/site-link";
import { withTags } from "../i18n/with-tags";
import { Button } from "../ui/button";
import { PageContainer, PageHeader } from "../ui/page-container";
import { proseStyle } from "../ui/prose";

// The two choices side by side (stacked on a narrow screen), one look for both: the same size, weight and colors,
// neither preselected nor highlighted until chosen (no dark pattern, CCPA regulations § 7004).
const choices = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space.md};
  margin: ${space.xl} 0;
  & > button {
    width: 100%;
  }
  & > button[aria-pressed="true"] {
    border-color: var(--color-link);
    box-shadow: inset 0 0 0 2px var(--color-link);
  }
`;

const statusStyle = css`
  font-weight: ${fontWeight.bold};
`;

interface ChoiceState {
  gpc: boolean;
  /** None until the shopper chooses: neither button is shown pressed (nothing is preselected). */
  choice: PrivacyChoice | undefined;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// The choice as this browser holds it, an outside store for React: read once the page runs (the static HTML cannot
// know it, so the server's snapshot is "unknown"), again after a choice here or in another tab.
const changed = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  changed.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    changed.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
// A choice the browser would not keep (storage off) still shows, and holds, on this page.
let unkept: PrivacyChoice | undefined;
const snapshot = () =>
  `${sendsGpc(navigator) ? "gpc" : "none"} ${unkept ?? readPrivacyChoice(browserStorage()) ?? "none"}`;
const serverSnapshot = () => "unknown";

function usePrivacyChoice() {
  const key = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const [kept, setKept] = useState(true);
  const [gpc, choice] = key.split(" ");
  const state: ChoiceState | undefined =
    key === "unknown"
      ? undefined
      : { gpc: gpc === "gpc", choice: choice === "none" ? undefined : (choice as PrivacyChoice) };
  const choose = (next: PrivacyChoice) => {
    const stored = storePrivacyChoice(browserStorage(), next);
    unkept = stored ? undefined : next;
    setKept(stored);
    // Opted out, this tab sends nothing more either: the tag's forwarding function goes (src/components/analytics.tsx
    // and the ASC events call it only if it is there).
    if (next === "opt-out") delete (window as { gtag?: unknown }).gtag;
    changed.forEach((listener) => listener());
  };
  return { state, kept, choose };
}

export function PrivacyChoicesView({ analytics }: { analytics: boolean }) {
  const i18n = useI18n(privacyCatalogs);
  const { state, kept, choose } = usePrivacyChoice();
  const optedOut = state && (state.gpc || state.choice === "opt-out");
  return (
    <PageContainer narrow>
      <PageHeader
        title={i18n._(msg`Your Privacy Choices`)}
        lead={i18n._(msg`Opt out of the sale or sharing of your personal information. No cookie banner, no account.`)}
      />
      <div css={proseStyle}>
        <p>
          {analytics
            ? i18n._(
                msg`We do not sell your personal information. This website measures its visits with Google Analytics, which California law may count as sharing. When you opt out, no analytics or advertising tag loads on this site in this browser, and error reports keep only the error itself.`,
              )
            : i18n._(
                msg`We do not sell or share your personal information, and this website loads no analytics or advertising tags. You can still record your choice: it will hold if that ever changes.`,
              )}
        </p>
        <h2 id="privacy-choice-heading">{i18n._(msg`Sale and sharing of my personal information`)}</h2>
        <p
          role="status"
          css={statusStyle}
          data-privacy-status={state ? (optedOut ? "opted-out" : "allowed") : undefined}
        >
          {state === undefined
            ? i18n._(msg`Your choice is read once this page has loaded.`)
            : state.gpc
              ? i18n._(
                  msg`Your browser sends Global Privacy Control, so you are opted out of the sale and sharing of your personal information on this site. We did not need to ask.`,
                )
              : optedOut
                ? i18n._(msg`You are opted out of the sale and sharing of your personal information.`)
                : i18n._(msg`You have not opted out.`)}
        </p>
        {state?.gpc ? (
          <p>
            {i18n._(
              msg`While your browser sends the signal, this site treats you as opted out whatever else is chosen here. To change that, turn Global Privacy Control off in your browser or its extension.`,
            )}
          </p>
        ) : (
          <div role="group" aria-labelledby="privacy-choice-heading" css={choices}>
            <Button
              variant="secondary"
              aria-pressed={state ? state.choice === "opt-out" : undefined}
              onClick={() => choose("opt-out")}
            >
              {i18n._(msg`Opt out of sale and sharing`)}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={state ? state.choice === "allow" : undefined}
              onClick={() => choose("allow")}
            >
              {i18n._(msg`Allow sale and sharing`)}
            </Button>
          </div>
        )}
        {!kept && (
          <p role="alert">
            {i18n._(
              msg`Your browser did not let us keep this choice (its storage is off), so it applies to this page only.`,
            )}
          </p>
        )}
        <h2>{i18n._(msg`How it works`)}</h2>
        <ul>
          <li>
            {i18n._(
              msg`Your choice is kept in this browser only (its local storage, not a cookie) and applies from the next page you open. On another browser or device, choose again there.`,
            )}
          </li>
          <li>
            {i18n._(
              msg`A browser or extension that sends Global Privacy Control is opted out without being asked, on every page.`,
            )}
          </li>
          <li>
            {i18n._(
              msg`The buttons need JavaScript. With JavaScript off, no analytics or advertising tag can run on this site at all.`,
            )}
          </li>
          <li>
            {withTags(
              i18n._(
                msg`To opt out for the information you gave us in a form, or to make any other request (to know, delete or correct), see the <0>privacy notice</0>.`,
              ),
              [(text) => <SiteLink to={ROUTES.privacy}>{text}</SiteLink>],
            )}
          </li>
        </ul>
      </div>
    </PageContainer>
  );
}
