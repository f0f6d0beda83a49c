// Writes docs/spanish-glossary.md from the glossary's data (src/lib/i18n/spanish-glossary.ts).
//   npm run i18n:glossary
import fs from "node:fs";
import { glossaryMarkdown } from "../src/lib/i18n/glossary-markdown";

fs.writeFileSync("docs/spanish-glossary.md", glossaryMarkdown());
console.log("wrote docs/spanish-glossary.md");
