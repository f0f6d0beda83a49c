// Spanish texts held to the glossary (spanish-glossary.ts): no word it rules out, and no term of it spelled another
// way ("pre-aprobación" where the glossary writes "preaprobación", "Diesel" for "diésel"). Pure: the test gathers
// the texts (catalogs, vocabularies, content) and reports what these find.
import { GLOSSARY, HOUSE_STYLE, type GlossaryTerm, type RuledOut, type StyleRule } from "./spanish-glossary";

/** A Spanish text the site shows, and where it comes from ("es/shell.po: Website by"). */
export interface SpanishText {
  where: string;
  text: string;
}

export interface Finding {
  where: string;
  found: string;
  why: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The matcher of a ruled-out word: whole words, case-insensitive; a pattern as given. */
function matcherOf(rule: RuledOut): (text: string) => string | undefined {
  if (rule.wholeText !== undefined) {
    const whole = rule.wholeText.toLowerCase();
    return (text) => (text.trim().toLowerCase() === whole ? text.trim() : undefined);
  }
  const source = rule.pattern ?? `(?<![\\p{L}\\p{N}])${escaped(rule.words ?? "")}(?![\\p{L}\\p{N}])`;
  const pattern = new RegExp(source, "iu");
  return (text) => pattern.exec(text)?.[0];
}

// Placeholders (`{email}`) and tags (`<0>`) are not words the reader sees.
const readable = (text: string) => text.replace(/\{\w+\}/g, " ").replace(/<\/?\d+\/?>/g, " ");

const rulesOf = (terms: readonly GlossaryTerm[], style: readonly StyleRule[]): RuledOut[] => [
  ...terms.flatMap((term) => term.ruledOut ?? []),
  ...style.flatMap((rule) => rule.ruledOut ?? []),
];

/** Every use of a word the glossary or its house style rules out. */
export function ruledOutFindings(
  texts: readonly SpanishText[],
  terms: readonly GlossaryTerm[] = GLOSSARY,
  style: readonly StyleRule[] = HOUSE_STYLE,
): Finding[] {
  const rules = rulesOf(terms, style).map((rule) => ({ rule, match: matcherOf(rule) }));
  return texts.flatMap(({ where, text }) =>
    rules.flatMap(({ rule, match }) => {
      const found = match(rule.wholeText === undefined ? readable(text) : text);
      return found === undefined ? [] : [{ where, found, why: rule.why }];
    }),
  );
}

/** A spelling folded: no accents, no case, no spaces or hyphens ("Pre-aprobación" and "preaprobacion" agree). */
const folded = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\s-]/g, "");

/** The glossary's one-word terms: the ones a second spelling can be told apart from a different word. */
const oneWordTerms = (terms: readonly GlossaryTerm[]) =>
  terms.flatMap((term) => term.spanish).filter((spelling) => /^[\p{L}]{5,}$/u.test(spelling));

/** Every glossary term written another way than the glossary writes it (accents, hyphen, a space). */
export function secondSpellings(texts: readonly SpanishText[], terms: readonly GlossaryTerm[] = GLOSSARY): Finding[] {
  const spellings = new Map(oneWordTerms(terms).map((spelling) => [folded(spelling), spelling]));
  const findings: Finding[] = [];
  for (const { where, text } of texts) {
    const words = [...readable(text).matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)];
    for (let start = 0; start < words.length; start++) {
      // A word alone, or two words together ("pre aprobación").
      for (const end of [start, start + 1]) {
        if (end >= words.length) continue;
        const written = text.slice(words[start].index, words[end].index + words[end][0].length);
        const spelling = spellings.get(folded(written));
        if (spelling && written.toLowerCase() !== spelling.toLowerCase())
          findings.push({ where, found: written, why: `the glossary writes "${spelling}"` });
      }
    }
  }
  return findings;
}

/** The glossary's own mistakes: an English term twice, a spelling claimed twice, a ruled-out word it uses. */
export function glossaryProblems(terms: readonly GlossaryTerm[] = GLOSSARY): string[] {
  const problems: string[] = [];
  const english = new Set<string>();
  const spellings = new Map<string, string>();
  for (const term of terms) {
    if (english.has(term.english)) problems.push(`"${term.english}" is in the glossary twice`);
    english.add(term.english);
    for (const spelling of term.spanish) {
      const other = spellings.get(folded(spelling));
      if (other !== undefined) problems.push(`"${spelling}" and "${other}" are one term spelled two ways`);
      spellings.set(folded(spelling), spelling);
    }
  }
  // A term is a word, not a whole text: a rule on whole texts (a button's label) does not apply to it.
  const texts = terms.flatMap((term) => term.spanish.map((text) => ({ where: term.english, text })));
  const wordRules = terms.map((term) => ({ ...term, ruledOut: term.ruledOut?.filter((rule) => !rule.wholeText) }));
  for (const finding of ruledOutFindings(texts, wordRules))
    problems.push(`${finding.where}: uses "${finding.found}", which it rules out (${finding.why})`);
  return problems;
}
