import type { Locale } from "./locale";

/** Each language by its own name, as a language switch shows it: a Spanish reader looks for "Español". */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };
