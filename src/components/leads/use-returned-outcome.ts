import { useEffect, useState } from "react";
import { leadOutcomeFromSearch, statusAnchor, type LeadOutcome } from "../../lib/forms/return-to";

/**
 * The outcome a no-JavaScript post came back with (`?lead=sent#contact-form-sent`), read once hydrated.
 * CSS :target alone is not enough: when the service worker answers with the app shell, the notice is
 * rendered after the browser resolved the fragment, so it never becomes the target.
 */
export function useReturnedOutcome(formId: string): LeadOutcome | undefined {
  const [outcome, setOutcome] = useState<LeadOutcome>();
  useEffect(() => {
    const returned = leadOutcomeFromSearch(window.location.search);
    if (!returned || window.location.hash !== `#${statusAnchor(formId, returned)}`) return;
    // The URL is read after hydration so the first render matches the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOutcome(returned);
    const notice = document.getElementById(statusAnchor(formId, returned));
    if (notice && document.activeElement === document.body) notice.focus();
  }, [formId]);
  return outcome;
}
