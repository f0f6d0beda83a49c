// Where the e2e server's lead function saves leads (LEAD_OUTBOX_DIR), shared by playwright.config.ts
// and the lead specs, which read the saved ADF back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.env.E2E_PORT || "9100";

export const E2E_OUTBOX_DIR =
  process.env.E2E_LEAD_OUTBOX_DIR || path.join(os.tmpdir(), `dealer-site-e2e-leads-${port}`);

/** Environment of the e2e server's lead function: outbox only (no SMTP), rate limit per test client. */
export const E2E_LEAD_ENV: Record<string, string> = {
  LEAD_OUTBOX_URL: `file:${E2E_OUTBOX_DIR}`,
  // `gatsby serve` runs in production, which refuses an outbox under the temporary folder (it would not keep
  // a real site's leads); the tests read this one back and need no more.
  LEAD_OUTBOX_ALLOW_TEMPORARY: "yes",
  LEAD_SMTP_URL: "",
  LEAD_TO: "",
  // Tests send X-Forwarded-For to act as separate clients; the limit is per client.
  LEAD_TRUST_PROXY_HOPS: "1",
  LEAD_RATE_LIMIT: "5",
  // The suite sends more leads within ten minutes than a dealership's site takes; the global ceiling
  // (tested in tests/leads/leads-api.test.ts) must not turn them away.
  LEAD_GLOBAL_LIMIT: "100000",
};

export interface SavedLead {
  file: string;
  adf: string;
  subject: string;
  formType: string;
}

function readSaved(): SavedLead[] {
  if (!fs.existsSync(E2E_OUTBOX_DIR)) return [];
  return fs
    .readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const record = JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX_DIR, name), "utf8"));
      return {
        file: name,
        adf: record.message.adf,
        subject: record.message.subject,
        formType: record.message.formType,
      };
    });
}

/** The saved lead whose ADF contains `marker` (a unique text the test typed), waiting up to 5 s. */
export async function findSavedLead(marker: string, timeoutMs = 5000): Promise<SavedLead | undefined> {
  const deadline = Date.now() + timeoutMs;
  do {
    const found = readSaved().find((lead) => lead.adf.includes(marker));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return undefined;
}

export function countSavedLeads(marker: string): number {
  return readSaved().filter((lead) => lead.adf.includes(marker)).length;
}

/** A client address of its own for each test, so rate limits never couple tests. */
export function uniqueClientIp(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export const uniqueMarker = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A contact-form lead as the page posts it, its message carrying `marker` so a test finds it again. */
export const contactLead = (marker: string, overrides: Record<string, unknown> = {}) => ({
  formType: "contact",
  returnTo: "/contact/",
  name: "Maria Gonzalez",
  email: "maria@example.com",
  preferredContact: "email",
  message: `Hello ${marker}`,
  ...overrides,
});
