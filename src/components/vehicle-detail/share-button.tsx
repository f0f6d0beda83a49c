import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React, { useEffect, useRef, useState } from "react";
import { fontSize, space } from "../../styles/tokens";
import { Button } from "../ui/button";
import { ShareIcon } from "../ui/page-icons";
import { vehicleCatalogs } from "../../locales/vehicle";
import { useI18n } from "../i18n/locale-context";

const wrapperStyle = css`
  button {
    width: 100%;
  }
  label {
    display: block;
    margin-top: ${space.sm};
    font-size: ${fontSize.sm};
  }
  input {
    width: 100%;
    font: inherit;
  }
`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Share this page: the phone's own share sheet (Web Share API) where there is one, else the link is copied.
 * When neither works the link is shown so it can be copied by hand.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const i18n = useI18n(vehicleCatalogs);
  const [message, setMessage] = useState("");
  const [fallbackUrl, setFallbackUrl] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flash = (text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(""), 4000);
  };

  const share = async () => {
    const url = window.location.href.split("#")[0];
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return; // the visitor closed the share sheet
      }
    }
    if (await copyText(url)) flash(i18n._(msg`Link copied`));
    else setFallbackUrl(url);
  };

  return (
    <div css={wrapperStyle}>
      <Button variant="secondary" onClick={share}>
        <ShareIcon /> {message || i18n._(msg`Share`)}
      </Button>
      <span className="visually-hidden" role="status">
        {message}
      </span>
      {fallbackUrl && (
        <label>
          {i18n._(msg`Copy this link:`)}{" "}
          <input readOnly value={fallbackUrl} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
