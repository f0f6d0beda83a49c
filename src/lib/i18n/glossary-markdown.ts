// docs/spanish-glossary.md, written from the glossary's data (spanish-glossary.ts) by `npm run i18n:glossary`;
// tests/i18n/spanish-glossary.test.ts checks the file is what this writes.
import { GLOSSARY, HOUSE_STYLE, type RuledOut } from "./spanish-glossary";

const INTRO = `<!-- Written by \`npm run i18n:glossary\` from src/lib/i18n/spanish-glossary.ts: edit that file, not this one. -->

# Spanish glossary: the words the Spanish site uses

For whoever writes or reviews Spanish text on the site (catalogs, labels, staff-written text). Our shoppers are
US Spanish speakers, most of Mexican or Central American origin, buying a used car in California: write the Spanish
they use at a dealership here, not Spain's and not a word-for-word translation. One term per idea, everywhere.

This page is the readable view of the glossary's data, \`src/lib/i18n/spanish-glossary.ts\`. The Spanish catalogs
(\`src/locales/es\`), the vocabularies' Spanish labels (\`src/locales/es/…-labels.ts\`) and the staff-written Spanish
in \`content/\` are checked against it by \`tests/i18n/spanish-glossary.test.ts\`: a word the glossary rules out, or
one of its terms spelled another way ("pre-aprobación", "Diesel"), fails the test. To change a word, change the
data, run \`npm run i18n:glossary\` to write this page again, then the catalogs and labels the test names.`;

const cell = (text: string) => text.replace(/\|/g, "\\|");

const ruledOutText = (rule: RuledOut) => `"${rule.wholeText ?? rule.shown ?? rule.words}" (${rule.why})`;

export function glossaryMarkdown(): string {
  const style = HOUSE_STYLE.map((rule) => {
    const not = rule.ruledOut?.length ? ` Not: ${rule.ruledOut.map(ruledOutText).join("; ")}.` : "";
    return `- ${rule.rule}${not}`;
  });
  const rows = GLOSSARY.map((term) => {
    const not = (term.ruledOut ?? []).map(ruledOutText).join("; ");
    return `| ${cell(term.english)} | ${cell(term.spanish.join("; "))} | ${cell(term.note)} | ${cell(not)} |`;
  });
  return (
    [
      INTRO,
      "## House style",
      style.join("\n"),
      "## Terms",
      ["| English | Spanish | why, or how to use it | not |", "|---|---|---|---|", ...rows].join("\n"),
    ].join("\n\n") + "\n"
  );
}
