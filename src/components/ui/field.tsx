import { css } from "@emotion/react";
import { msg } from "@lingui/core/macro";
import React from "react";
import { fieldsCatalogs } from "../../locales/fields";
import { useI18n } from "../i18n/locale-context";
import { space } from "../../styles/tokens";
import { describedBy, FieldMessages, useField } from "./field-context";
import { controlStyle, fieldStyle, groupStyle, labelStyle, optionalMarkStyle, textareaStyle } from "./field-styles";

// The label beside its control, which is as wide as its choices (a toolbar's sort order), or as the row allows:
// a language with longer words would otherwise push a phone's page sideways.
const inlineFieldStyle = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  max-width: 100%;
  & > label {
    white-space: nowrap;
  }
  & > select,
  & > input {
    width: auto;
    min-width: 0;
  }
`;

/** A label that says "(optional)" for optional fields rather than starring required ones. */
function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: React.ReactNode; optional?: boolean }) {
  const i18n = useI18n(fieldsCatalogs);
  return (
    <label htmlFor={htmlFor} css={labelStyle}>
      {label}
      {optional && (
        <>
          {" "}
          <span css={optionalMarkStyle}>{i18n._(msg`(optional)`)}</span>
        </>
      )}
    </label>
  );
}

/** What a control needs from its field: id, name and the ARIA wiring to its hint and error. */
export interface ControlWiring {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  name: string;
  /** The control's id; by default the form's id and the name (`contact-form-email`). */
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Whether the label says "(optional)". */
  optional?: boolean;
  /** The label beside the control rather than above it; for a field without hint or error. */
  inline?: boolean;
  /** Draws the control, given its id, name and ARIA attributes. */
  children: (control: ControlWiring) => React.ReactNode;
}

/** Label, control, hint and error of one form field, wired together by ids. */
export function Field({ name, id, label, hint, wide, optional, inline, children }: FieldProps) {
  const field = useField(name, id);
  const control: ControlWiring = {
    id: field.id,
    name,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy(field, Boolean(hint)),
  };
  return (
    <div css={[fieldStyle, inline && inlineFieldStyle]} className={wide ? "full-width" : undefined}>
      <FieldLabel htmlFor={field.id} label={label} optional={optional} />
      {children(control)}
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}

/** Controls under one name, such as the two ends of a range: a fieldset whose legend looks like a label. */
export function FieldGroup({
  legend,
  hideLegend = false,
  children,
}: {
  legend: React.ReactNode;
  /** Keeps the legend for screen readers only, where a heading above already says it. */
  hideLegend?: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset css={groupStyle}>
      <legend className={hideLegend ? "visually-hidden" : undefined}>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface CommonProps {
  name: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Whether the label says "(optional)"; by default when not required. Off for "this or that" pairs. */
  optionalMark?: boolean;
}

export interface TextFieldProps extends CommonProps, Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id"> {
  wide?: boolean;
}

export function TextField({
  name,
  label,
  hint,
  wide,
  required,
  optionalMark = !required,
  type = "text",
  ...inputProps
}: TextFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} wide={wide} optional={optionalMark}>
      {(control) => <input {...inputProps} {...control} type={type} required={required} css={controlStyle} />}
    </Field>
  );
}

export interface TextAreaFieldProps
  extends CommonProps, Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id"> {}

/** A multi-line field; always as wide as the form. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  optionalMark = !required,
  rows = 5,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} wide optional={optionalMark}>
      {(control) => <textarea {...textareaProps} {...control} rows={rows} required={required} css={textareaStyle} />}
    </Field>
  );
}
