// An alert form with JavaScript (use-endpoint-form.ts): its fields posted to /api/alerts.
import { ALERTS_ENDPOINT } from "../../lib/alerts/alert-options";
import { formFields, postForm, type FormPostOutcome } from "../../lib/forms/post-json";
import { useEndpointForm, type EndpointFormState } from "../forms/use-endpoint-form";

export type AlertFormState = EndpointFormState<FormPostOutcome["kind"]>;

const sendAlert = (form: HTMLFormElement) =>
  postForm(ALERTS_ENDPOINT, formFields(new FormData(form)), (input, init) => fetch(input, init));

export function useAlertForm() {
  return useEndpointForm(sendAlert);
}
