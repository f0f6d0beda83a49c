// Paint names ("Crystal Black Pearl", "Gun Metallic") grouped into the colours shoppers filter by.
export const COLOUR_FAMILIES = [
  "Black",
  "White",
  "Silver",
  "Gray",
  "Red",
  "Blue",
  "Green",
  "Yellow",
  "Orange",
  "Brown",
  "Beige",
  "Gold",
  "Purple",
  "Other",
] as const;

export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

// Plain colour words first; then paint-name words that imply a colour. Order in the name decides
// ("Alabaster Silver" is silver: the first word that names a colour outright wins over hints).
const COLOUR_WORDS: Record<string, ColourFamily> = {
  black: "Black",
  ebony: "Black",
  onyx: "Black",
  obsidian: "Black",
  jet: "Black",
  white: "White",
  ivory: "White",
  snow: "White",
  silver: "Silver",
  platinum: "Silver",
  aluminum: "Silver",
  gray: "Gray",
  grey: "Gray",
  gunmetal: "Gray",
  graphite: "Gray",
  charcoal: "Gray",
  granite: "Gray",
  steel: "Gray",
  cement: "Gray",
  slate: "Gray",
  red: "Red",
  maroon: "Red",
  burgundy: "Red",
  crimson: "Red",
  garnet: "Red",
  ruby: "Red",
  cherry: "Red",
  scarlet: "Red",
  blue: "Blue",
  navy: "Blue",
  cobalt: "Blue",
  sapphire: "Blue",
  azure: "Blue",
  teal: "Blue",
  green: "Green",
  olive: "Green",
  emerald: "Green",
  jade: "Green",
  yellow: "Yellow",
  orange: "Orange",
  brown: "Brown",
  bronze: "Brown",
  mocha: "Brown",
  espresso: "Brown",
  beige: "Beige",
  tan: "Beige",
  sand: "Beige",
  champagne: "Beige",
  cream: "Beige",
  gold: "Gold",
  purple: "Purple",
  violet: "Purple",
  plum: "Purple",
};

// Well-known paint names without a colour word in them.
const PAINT_NAMES: Array<[RegExp, ColourFamily]> = [
  [/\bgun metallic\b/, "Gray"],
  [/\barea 51\b/, "Blue"],
  [/\bsea glass\b/, "Green"],
  [/\b(alpine|glacier|summit|oxford|pearl)\b/, "White"],
  [/\b(magnetic|gravity|nebula|osmium|machine|modern|cactus|amazon)\b/, "Gray"],
];

/** The colour family of a paint name; "Other" when nothing in the name gives it away. */
export function colourFamily(paintName: string): ColourFamily {
  const name = paintName.toLowerCase();
  for (const word of name.split(/[^a-z0-9]+/)) {
    const family = COLOUR_WORDS[word];
    if (family) return family;
  }
  for (const [pattern, family] of PAINT_NAMES) if (pattern.test(name)) return family;
  return "Other";
}
