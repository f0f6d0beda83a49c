import { leadOutcomeFromSearch } from "../forms/return-to";

/**
 * The id of the form whose lead a no-JavaScript post just sent: the endpoint redirects back to
 * `/contact/?lead=sent#contact-form-sent` (the thank-you state `use-returned-outcome.ts` shows).
 */
export function returnedLeadFormId(search: string, hash: string): string | undefined {
  if (leadOutcomeFromSearch(search) !== "sent") return undefined;
  const match = /^#(.+)-sent$/.exec(hash);
  return match?.[1];
}
