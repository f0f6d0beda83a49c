import { graphql } from "gatsby";

// Every language of a staff-written text (the LocalizedText type, one field per language of LOCALES in
// src/lib/i18n/locale.ts). Written by the build from LANGUAGES (src/lib/i18n/locale.ts): do not edit.
export const localizedTextFields = graphql`
  fragment LocalizedTextFields on LocalizedText {
    en
    es
  }
`;
