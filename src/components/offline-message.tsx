import styled from "@emotion/styled";
import React from "react";
import { telHref } from "../lib/format";
import { ROUTES } from "../lib/paths";

const Section = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: 3rem 1.25rem 4rem;
  text-align: center;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.25rem);
    line-height: 1.2;
    margin: 0 0 1rem;
  }

  p {
    color: var(--color-text-muted);
    margin: 0 0 1.25rem;
  }
`;

const Phone = styled.a`
  display: inline-block;
  margin: 0.25rem 0 1.5rem;
  padding: 0.75rem 1.5rem;
  border-radius: 0.5rem;
  background: var(--color-action);
  color: var(--color-on-action);
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

const Links = styled.p`
  display: flex;
  gap: 1.5rem;
  justify-content: center;
  flex-wrap: wrap;

  a {
    font-weight: 600;
  }
`;

export interface OfflineMessageProps {
  businessName: string;
  phone: string;
}

/**
 * What a shopper sees offline on a page this device has not saved. Works without JavaScript: the
 * service worker serves it as static HTML, "Try again" reloads the address the shopper asked for.
 */
export function OfflineMessage({ businessName, phone }: OfflineMessageProps) {
  return (
    <Section aria-labelledby="offline-heading">
      <h1 id="offline-heading">You&rsquo;re offline</h1>
      <p>
        This page hasn&rsquo;t been saved on this device yet, so it can&rsquo;t open without a connection. Pages you&rsquo;ve
        already visited still work.
      </p>
      <p>Want to talk about a car right now? Call {businessName}:</p>
      <Phone href={telHref(phone)}>{phone}</Phone>
      <Links>
        {/* Retrying is reloading this address; offline.html points the link at the full address. */}
        <a href="." data-retry="">
          Try again
        </a>
        <a href={ROUTES.home}>Home page</a>
      </Links>
    </Section>
  );
}
