import React from "react";
import { labelStyle, optionalMarkStyle } from "./form-styles";

/** A label that says "(optional)" for optional fields rather than starring required ones. */
export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: React.ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} css={labelStyle}>
      {label}
      {optional && (
        <>
          {" "}
          <span css={optionalMarkStyle}>(optional)</span>
        </>
      )}
    </label>
  );
}
