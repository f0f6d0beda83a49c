/** Hex colour arithmetic and paint names ("Magnetic Gray Metallic") to paint colours. */
import { clamp, lerp } from "./geometry";

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const v = hex.replace("#", "");
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return (
    "#" +
    rgb
      .map((c) =>
        Math.round(clamp(c, 0, 255))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

export function mixColours(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([lerp(ca[0], cb[0], t), lerp(ca[1], cb[1], t), lerp(ca[2], cb[2], t)]);
}

export const darken = (hex: string, amount: number): string => mixColours(hex, "#000000", amount);
export const lighten = (hex: string, amount: number): string => mixColours(hex, "#ffffff", amount);

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * Manufacturer colour names → paint. Checked in order, so specific names ("Sea Glass", "Area 51",
 * "Alabaster Silver") come before the generic colour words they contain.
 */
const PAINT_KEYWORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/sea ?glass|mint|aqua|teal/, "#9ec3be"],
  [/area 51/, "#7896a2"],
  [/cactus|sage/, "#899386"],
  [/cement/, "#8b8e89"],
  [/granite/, "#45484c"],
  [/\bgun/, "#54585d"],
  [/osmium/, "#66696d"],
  [/magnetic/, "#5b5f64"],
  [/machine/, "#6e7175"],
  [/nebula/, "#7b7f84"],
  [/gravity/, "#4c5053"],
  [/amazon/, "#5f6660"],
  [/modern steel|graphite|charcoal|slate|steel|gr[ae]y/, "#5a5e64"],
  [/black|onyx|obsidian|ebony|jet\b/, "#0f1013"],
  [/silver|billet|celestial|platinum|titanium|alumin|chrome/, "#b2b6ba"],
  [/white|alpine|glacier|summit|oxford|snow|frost|ivory|alabaster/, "#eeefec"],
  [/soul red|ruby|crimson|cherry/, "#930f1a"],
  [/garnet|maroon|burgundy|wine/, "#6a1320"],
  [/siren/, "#a4121c"],
  [/race red|tornado|firecracker|flame|scarlet|red/, "#bf161c"],
  [/navarra|navy|midnight|deep blue|dark blue|indigo/, "#1c3a78"],
  [/blue|azure|cobalt|sapphire|velocity/, "#2456a5"],
  [/wilderness|forest|hunter|jungle|olive|green|emerald/, "#2f4b38"],
  [/yellow|plasma|lemon|solar|lime/, "#e0c11c"],
  [/orange|sunset|inferno|copper/, "#cf5f1b"],
  [/gold|champagne|beige|sand|\btan\b|desert|khaki/, "#c1ad85"],
  [/brown|bronze|mocha|espresso|chestnut/, "#5d4331"],
  [/purple|violet|plum/, "#4a2b5e"],
];

/** Neutral metallic grey: the commonest used-car colour, so an unknown name still looks plausible. */
const FALLBACK_PAINT = "#8b8f94";

export function colourForName(name: string): string {
  const key = name.toLowerCase();
  for (const [pattern, hex] of PAINT_KEYWORDS) if (pattern.test(key)) return hex;
  return FALLBACK_PAINT;
}
