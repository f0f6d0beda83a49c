// Which pair of palette colours each row's contrast is measured on, and whether it meets WCAG AA.
import { AA_MINIMUM, contrastRatio } from "./contrast";

// The shape of a row of `styles/palette`, stated here so this lower floor does not import the styles above
// it (the palette's own rows satisfy it structurally).
type ColourMode = "light" | "dark";
interface PaletteRow {
  token: string;
  light: string;
  dark: string;
  against?: string;
}

export type ContrastKind = "text" | "non-text" | "decorative";

export interface RowContrast {
  /** Token drawn on top (text, ring) and the token under it. */
  foreground: string;
  background: string;
  kind: ContrastKind;
  /** Minimum ratio for AA; undefined for decorative colours, which have none. */
  minimum?: number;
  light: number;
  dark: number;
  passesLight: boolean;
  passesDark: boolean;
}

// Not text: a focus ring must stand out 3:1 (WCAG 1.4.11 / 2.4.13); dividers are decoration.
const NON_TEXT = new Set(["focus"]);
const DECORATIVE = new Set(["border"]);

function pairFor(row: PaletteRow, palette: readonly PaletteRow[]): { foreground: string; background: string } {
  if (row.against) return { foreground: row.token, background: row.against };
  if (DECORATIVE.has(row.token)) return { foreground: row.token, background: "surface" };
  // A background: measure the colour meant to be read on it ("on-brand" on "brand"), else body text.
  const readers = palette
    .filter((other) => other.against === row.token && !NON_TEXT.has(other.token))
    .map((other) => other.token);
  const foreground = readers.includes("text") ? "text" : (readers[0] ?? "text");
  return { foreground, background: row.token };
}

export function rowContrast(row: PaletteRow, palette: readonly PaletteRow[]): RowContrast {
  const { foreground, background } = pairFor(row, palette);
  const find = (token: string) => {
    const found = palette.find((candidate) => candidate.token === token);
    if (!found) throw new Error(`palette row "${row.token}" refers to unknown token "${token}"`);
    return found;
  };
  const fg = find(foreground);
  const bg = find(background);
  const kind: ContrastKind = DECORATIVE.has(row.token) ? "decorative" : NON_TEXT.has(row.token) ? "non-text" : "text";
  const minimum = kind === "decorative" ? undefined : kind === "non-text" ? AA_MINIMUM.nonText : AA_MINIMUM.text;
  const ratio = (mode: ColourMode) => contrastRatio(fg[mode], bg[mode]);
  const light = ratio("light");
  const dark = ratio("dark");
  return {
    foreground,
    background,
    kind,
    minimum,
    light,
    dark,
    passesLight: minimum === undefined || light >= minimum,
    passesDark: minimum === undefined || dark >= minimum,
  };
}
