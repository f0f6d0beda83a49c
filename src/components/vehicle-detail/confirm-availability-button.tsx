import { msg } from "@lingui/core/macro";
import React from "react";
import { FORM_IDS, type FormType } from "../../lib/leads/lead-options";
import { ButtonAnchor } from "../ui/button";
import { CheckIcon } from "../ui/page-icons";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

// The inquiry form's choice this link selects (src/components/leads/vehicle-inquiry-form.tsx).
const REQUEST: FormType = "availability";

/**
 * "Confirm availability": a plain link to the inquiry section, whose form already starts on that request for a
 * car on sale, so it works without JavaScript. With it, the request is chosen again (the visitor may have
 * picked another) and focused, so the form is ready to fill in from where the click left off.
 */
export function ConfirmAvailabilityButton({ sectionId }: { sectionId: string }) {
  const i18n = useI18n(vehicleCatalogs);
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const choice = document.querySelector<HTMLInputElement>(
      `#${FORM_IDS.availability} input[name="formType"][value="${REQUEST}"]`,
    );
    // No form (sent already, or not on this page): the link just goes to the section.
    if (!choice || choice.closest("form")?.hidden) return;
    // Scrolled here, not by the link: a hash navigation makes Gatsby's router move focus to the page wrapper.
    event.preventDefault();
    if (!choice.checked) choice.click();
    document.getElementById(sectionId)?.scrollIntoView({ block: "start" });
    choice.focus({ preventScroll: true });
    history.replaceState(history.state, "", `#${sectionId}`);
  };
  return (
    <ButtonAnchor href={`#${sectionId}`} onClick={onClick}>
      <CheckIcon /> {i18n._(msg`Confirm availability`)}
    </ButtonAnchor>
  );
}
