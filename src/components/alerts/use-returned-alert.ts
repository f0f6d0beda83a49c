import { useEffect, useState } from "react";
import { alertNoticeId, alertOutcomeFromSearch, type AlertOutcome } from "../../lib/alerts/alert-options";

/**
 * The outcome a no-JavaScript post came back with (`?alert=sent#price-alert-form-sent`), read once hydrated: CSS
 * :target alone misses it when the service worker answers with the app shell (see use-returned-outcome.ts).
 */
export function useReturnedAlert(formId: string): AlertOutcome | undefined {
  const [outcome, setOutcome] = useState<AlertOutcome>();
  useEffect(() => {
    const returned = alertOutcomeFromSearch(window.location.search);
    if (!returned || window.location.hash !== `#${alertNoticeId(formId, returned)}`) return;
    // The URL is read after hydration so the first render matches the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOutcome(returned);
    const notice = document.getElementById(alertNoticeId(formId, returned));
    if (notice && document.activeElement === document.body) notice.focus();
  }, [formId]);
  return outcome;
}
