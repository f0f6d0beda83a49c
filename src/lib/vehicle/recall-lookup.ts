// NHTSA's public recall lookup by VIN: a plain link, so the shopper's browser asks NHTSA only when they click.
import { isVinValid } from "../content/vin";

const NHTSA_RECALL_LOOKUP = "https://www.nhtsa.gov/recalls";

/**
 * The lookup address for one VIN ("https://www.nhtsa.gov/recalls?vin=..."), or undefined when the text is not
 * a valid 17-character VIN (NHTSA would only answer with an error page). Spaces around it and lower case are
 * forgiven, as a feed may carry them; the VIN is URL-encoded all the same, so no character can change the link.
 */
export function recallLookupUrl(vin: string): string | undefined {
  const normalised = vin.trim().toUpperCase();
  if (!isVinValid(normalised)) return undefined;
  return `${NHTSA_RECALL_LOOKUP}?vin=${encodeURIComponent(normalised)}`;
}
