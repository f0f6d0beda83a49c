import { graphql } from "gatsby";

// Every language of a staff-written text (the LocalizedText type, one field per language of LOCALES in
// src/lib/i18n/locale.ts). The one place a query names the languages: a language added to LOCALES is added
// here too (tests/content/localized-text-fields.test.ts fails until it is).
export const localizedTextFields = graphql`
  fragment LocalizedTextFields on LocalizedText {
    en
    es
  }
`;
