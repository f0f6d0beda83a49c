// Every text of the alert endpoint and e-mails has its Spanish twin, with the same placeholders (the tables are not
// Lingui catalogs, so the catalog test does not see them).
import { ALERT_MESSAGES } from "../../src/lib/alerts/alert-messages";
import { EMAIL_TEXT } from "../../src/lib/alerts/email/email-text";
import { sideBySide } from "../../src/lib/i18n/text-catalog";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each([
  ["endpoint", sideBySide(ALERT_MESSAGES)],
  ["e-mails", sideBySide(EMAIL_TEXT)],
] as const)("the %s' texts", (_name, table) => {
  it.each(Object.entries(table))("%s is written in Spanish too, with the same placeholders", (_key, text) => {
    expect(text.es.trim()).not.toBe("");
    // Not the English left in place: the same in both only when it is placeholders alone ("{price}, {miles}").
    const words = /[a-z]{2}/i.test(text.en.replace(/\{\w+\}/g, ""));
    expect(text.es === text.en, text.es).toBe(!words);
    expect(placeholders(text.es)).toEqual(placeholders(text.en));
  });
});
