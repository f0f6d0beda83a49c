import styled from "@emotion/styled";
import React from "react";
import { smsHref, telHref } from "../../lib/format";
import { primaryButton, secondaryButton } from "./action-buttons";
import { MessageIcon, PhoneIcon } from "../ui/icons";

const Call = styled.a(primaryButton);
const Text = styled.a(secondaryButton);

export interface ContactButtonsProps {
  phone: string;
  /** "2019 Honda Civic EX (stock H24100)": pre-fills the text message. */
  vehicleName: string;
}

/** Call (tel:) and text (sms:) the dealer about this vehicle. */
export function ContactButtons({ phone, vehicleName }: ContactButtonsProps) {
  return (
    <>
      <Call href={telHref(phone)}>
        <PhoneIcon /> Call {phone}
      </Call>
      <Text href={smsHref(phone, `Hi, I'm interested in the ${vehicleName}. Is it still available?`)}>
        <MessageIcon /> Text us
      </Text>
    </>
  );
}
