// A new-arrivals search reaches an e-mail ("New arrivals that match your search: Honda · "civic""), sent to an
// address anybody may type. So its words must be the inventory's own: a make or model that a car of the inventory
// has, and keywords that begin a word of some car's make, model, trim, VIN or stock number. Anything else, hidden
// characters included, is refused: nobody can put a sentence of their own into the dealer's e-mail.
import { hasDirectionControls } from "../forms/clean-text";
import { parseInventoryQuery } from "../inventory/query";
import type { AlertVehicle } from "./alert-vehicle";

// Control characters, and the marks and embeddings that reorder text: never in a search a shopper made on the page.
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\uFEFF]/;

interface Vocabulary {
  makes: Set<string>;
  /** Models by make, lower-cased. */
  models: Map<string, Set<string>>;
  allModels: Set<string>;
  words: string[];
}

const vocabularies = new WeakMap<readonly AlertVehicle[], Vocabulary>();

/** The inventory's words, made once per inventory. */
function vocabularyOf(inventory: readonly AlertVehicle[]): Vocabulary {
  const cached = vocabularies.get(inventory);
  if (cached) return cached;
  const vocabulary: Vocabulary = { makes: new Set(), models: new Map(), allModels: new Set(), words: [] };
  const words = new Set<string>();
  for (const car of inventory) {
    const make = car.make.toLowerCase();
    const model = car.model.toLowerCase();
    vocabulary.makes.add(make);
    vocabulary.allModels.add(model);
    vocabulary.models.set(make, (vocabulary.models.get(make) ?? new Set()).add(model));
    for (const word of `${car.make} ${car.model} ${car.trim} ${car.vin} ${car.stockNumber}`.toLowerCase().split(/\s+/))
      if (word) words.add(word);
  }
  vocabulary.words = [...words];
  vocabularies.set(inventory, vocabulary);
  return vocabulary;
}

/** Whether every value of the raw query string is free of hidden characters, once decoded. */
function visibleOnly(search: string): boolean {
  try {
    for (const [name, value] of new URLSearchParams(search.startsWith("?") ? search.slice(1) : search)) {
      const text = `${name}${value}`;
      if (HIDDEN.test(text) || hasDirectionControls(text)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Whether the search's text filters and keywords are all words of the inventory (and nothing hidden is in it). */
export function searchInVocabulary(search: string, inventory: readonly AlertVehicle[]): boolean {
  if (!visibleOnly(search)) return false;
  const query = parseInventoryQuery(search);
  const vocabulary = vocabularyOf(inventory);
  const make = query.make.trim().toLowerCase();
  const model = query.model.trim().toLowerCase();
  if (make && !vocabulary.makes.has(make)) return false;
  if (model && !(make ? vocabulary.models.get(make)?.has(model) : vocabulary.allModels.has(model))) return false;
  const tokens = query.keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return tokens.every((token) => vocabulary.words.some((word) => word.startsWith(token)));
}
