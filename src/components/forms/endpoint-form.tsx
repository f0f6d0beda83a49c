// The frame of every form that posts to one of the site's endpoints (a lead's, an alert's): the no-JavaScript
// notices, the live region an answer appears in, and the form itself, which posts without JavaScript (answered
// by a redirect back to a notice) and validates through the endpoint once the page runs (use-endpoint-form.ts).
// Each form brings its own notices, answers, hidden fields and fields.
import type { SerializedStyles } from "@emotion/react";
import React from "react";
import { FieldsProvider } from "../ui/field-context";
import { formGrid } from "../ui/field-styles";
import type { EndpointFormHandle } from "./use-endpoint-form";

export interface EndpointFormProps {
  formId: string;
  /** Where the form posts: /api/leads, /api/alerts. */
  endpoint: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** What useEndpointForm gave the form. */
  form: Pick<EndpointFormHandle, "formRef" | "statusRef" | "state" | "enhanced" | "onSubmit" | "onInput">;
  /** The request was taken: the form gives way to the answer. */
  done: boolean;
  /** The live region's look (its spacing differs with where the form stands). */
  statusStyle: SerializedStyles;
  /** The notices a no-JavaScript post comes back to (CSS :target). */
  notices: React.ReactNode;
  /** What the live region shows: the success, a refusal, "sending…"; nothing before the first answer. */
  status: React.ReactNode;
  /** Hidden fields, before the visible ones. */
  hiddenFields: React.ReactNode;
  /** The fields and the button, in the two-column grid (`className="full-width"` spans both). */
  children: React.ReactNode;
  /** The frame's own look, when it has one. */
  frameStyle?: SerializedStyles;
}

export function EndpointForm({
  formId,
  endpoint,
  labelledBy,
  form: { formRef, statusRef, state, enhanced, onSubmit, onInput },
  done,
  statusStyle,
  notices,
  status,
  hiddenFields,
  children,
  frameStyle,
}: EndpointFormProps) {
  return (
    <div css={frameStyle} data-answered={state.status !== "idle" ? "" : undefined}>
      {notices}
      <div ref={statusRef} tabIndex={-1} css={statusStyle} aria-live="polite">
        {status}
      </div>
      <FieldsProvider value={{ formId, errors: state.fieldErrors }}>
        <form
          ref={formRef}
          id={formId}
          method="post"
          action={endpoint}
          aria-labelledby={labelledBy}
          noValidate={enhanced}
          onSubmit={onSubmit}
          onInput={onInput}
          hidden={done}
        >
          {hiddenFields}
          <div css={formGrid}>{children}</div>
        </form>
      </FieldsProvider>
    </div>
  );
}
