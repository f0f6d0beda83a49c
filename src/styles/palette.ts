// The palette: semantic colour tokens with a light and a dark value. Components use only
// `var(--color-...)`; the /colors helper page lists every row with its contrast in both modes.
export interface PaletteRow {
  /** CSS custom property name without the leading `--color-`. */
  token: string;
  label: string;
  light: string;
  dark: string;
  /** Which token this colour is read against, for the contrast column ("text on surface"). */
  against?: string;
}

/** @internal exported for scripts/make-app-icon.ts (the app icon's tile) */
export const BRAND_BLUE = "#004391";

export const PALETTE: PaletteRow[] = [
  { token: "bg", label: "Page background", light: "#f6f7f9", dark: "#0d1117" },
  { token: "surface", label: "Card / panel surface", light: "#ffffff", dark: "#161b22" },
  { token: "surface-muted", label: "Muted surface", light: "#eef1f5", dark: "#1f2630" },
  { token: "text", label: "Body text", light: "#1a1d21", dark: "#e8ebef", against: "surface" },
  { token: "text-muted", label: "Secondary text", light: "#4a5360", dark: "#a9b3bf", against: "surface" },
  { token: "border", label: "Borders and dividers", light: "#d5dae1", dark: "#303845" },
  { token: "brand", label: "Brand blue", light: BRAND_BLUE, dark: BRAND_BLUE },
  { token: "on-brand", label: "Text on brand blue", light: "#ffffff", dark: "#ffffff", against: "brand" },
  { token: "link", label: "Links and accents", light: "#004391", dark: "#8cb8ff", against: "surface" },
  { token: "price", label: "Prices", light: "#0b3d80", dark: "#9cc4ff", against: "surface" },
  { token: "action", label: "Primary buttons", light: "#004391", dark: "#2f6fd1" },
  { token: "on-action", label: "Text on primary buttons", light: "#ffffff", dark: "#ffffff", against: "action" },
  { token: "focus", label: "Focus ring", light: "#c2410c", dark: "#ffb86b", against: "bg" },
  { token: "badge-bg", label: "Badge background", light: "#e3edfb", dark: "#1d3354" },
  { token: "badge-text", label: "Badge text", light: "#0b3d80", dark: "#d4e4ff", against: "badge-bg" },
  { token: "success", label: "Success messages", light: "#146c2e", dark: "#7ee2a0", against: "surface" },
  { token: "danger", label: "Errors", light: "#b3261e", dark: "#ffb4ab", against: "surface" },
  { token: "warning-bg", label: "Notice background", light: "#fff4d6", dark: "#3a2f0b" },
  { token: "warning-text", label: "Notice text", light: "#5c4300", dark: "#ffe08a", against: "warning-bg" },
  { token: "shell", label: "Top bar and footer", light: BRAND_BLUE, dark: BRAND_BLUE },
  { token: "on-shell", label: "Text on top bar and footer", light: "#ffffff", dark: "#ffffff", against: "shell" },
  {
    token: "focus-on-shell",
    label: "Focus ring on top bar and footer",
    light: "#ffd166",
    dark: "#ffd166",
    against: "shell",
  },
  { token: "credit", label: "Credit bar", light: "#00306a", dark: "#001f45" },
  { token: "on-credit", label: "Text on credit bar", light: "#e6eefb", dark: "#e6eefb", against: "credit" },
];

export type ColourMode = "light" | "dark";

/** `--color-text: #1a1d21; ...` for one mode, used by the global stylesheet. */
export function paletteCss(mode: ColourMode): string {
  return PALETTE.map((row) => `--color-${row.token}: ${row[mode]};`).join("\n");
}
