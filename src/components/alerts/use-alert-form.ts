// An alert form with JavaScript (use-endpoint-form.ts): its fields posted to /api/alerts.
import { alertFields, postAlert, type AlertPostOutcome } from "../../lib/alerts/post-alert";
import { useEndpointForm, type EndpointFormState } from "../forms/use-endpoint-form";

export type AlertFormState = EndpointFormState<AlertPostOutcome["kind"]>;

const sendAlert = (form: HTMLFormElement) =>
  postAlert(alertFields(new FormData(form)), (input, init) => fetch(input, init));

export function useAlertForm() {
  return useEndpointForm(sendAlert);
}
