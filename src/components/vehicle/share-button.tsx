import styled from "@emotion/styled";
import React, { useEffect, useRef, useState } from "react";
import { secondaryButton } from "./action-buttons";
import { ShareIcon } from "../ui/icons";

const Button = styled.button(secondaryButton);
const Wrapper = styled.div`
  button {
    width: 100%;
  }
  label {
    display: block;
    margin-top: 0.5rem;
    font-size: 0.875rem;
  }
  input {
    width: 100%;
    font: inherit;
  }
`;

const Status = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
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
    if (await copyText(url)) flash("Link copied");
    else setFallbackUrl(url);
  };

  return (
    <Wrapper>
      <Button type="button" onClick={share}>
        <ShareIcon /> {message || "Share"}
      </Button>
      <Status role="status">{message}</Status>
      {fallbackUrl && (
        <label>
          Copy this link: <input readOnly value={fallbackUrl} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </Wrapper>
  );
}
