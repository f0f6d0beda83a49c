import React from "react";
import { smsHref, telHref } from "../../lib/format";
import { ButtonAnchor } from "../ui/button";
import { MessageIcon, PhoneIcon } from "../ui/icons";

export interface ContactButtonsProps {
  phone: string;
  /** "2019 Honda Civic EX (stock H24100)": pre-fills the text message. */
  vehicleName: string;
}

/** Call (tel:) and text (sms:) the dealer about this vehicle. */
export function ContactButtons({ phone, vehicleName }: ContactButtonsProps) {
  return (
    <>
      <ButtonAnchor href={telHref(phone)}>
        <PhoneIcon /> Call {phone}
      </ButtonAnchor>
      <ButtonAnchor
        variant="secondary"
        href={smsHref(phone, `Hi, I'm interested in the ${vehicleName}. Is it still available?`)}
      >
        <MessageIcon /> Text us
      </ButtonAnchor>
    </>
  );
}
