import { msg } from "@lingui/core/macro";
import React from "react";
import { smsHref, telHref } from "../../lib/format";
import { ButtonAnchor } from "../ui/button";
import { PhoneIcon } from "../ui/icons";
import { MessageIcon } from "../ui/page-icons";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

export interface ContactButtonsProps {
  phone: string;
  /** "2019 Honda Civic EX (stock H24100)": pre-fills the text message. */
  vehicleName: string;
}

/** Call (tel:) and text (sms:) the dealer about this vehicle. */
export function ContactButtons({ phone, vehicleName }: ContactButtonsProps) {
  const i18n = useI18n(vehicleCatalogs);
  return (
    <>
      <ButtonAnchor href={telHref(phone)}>
        <PhoneIcon /> {i18n._(msg`Call ${phone}`)}
      </ButtonAnchor>
      <ButtonAnchor
        variant="secondary"
        href={smsHref(phone, i18n._(msg`Hi, I'm interested in the ${vehicleName}. Is it still available?`))}
      >
        <MessageIcon /> {i18n._(msg`Text us`)}
      </ButtonAnchor>
    </>
  );
}
