// `npm run docs:configuration`: writes docs/configuration.md from the declarations in src/lib/settings/.
// tests/settings/configuration-doc.test.ts fails while the committed page differs from what this writes.
import fs from "node:fs";
import path from "node:path";
import { CONFIGURATION_PAGE, configurationPage } from "../src/lib/settings/configuration-page";
import { SETTINGS } from "../src/lib/settings/settings";

const target = path.resolve(__dirname, "..", CONFIGURATION_PAGE);
fs.writeFileSync(target, configurationPage(SETTINGS));
console.info(`wrote ${CONFIGURATION_PAGE}: ${SETTINGS.length} variables`);
