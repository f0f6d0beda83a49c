// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them.

/**
 * [r, g, b] in 0-255 from `#rgb` or `#rrggbb`.
 * @internal exported for its unit tests
 */
export function parseHexColor(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
};

/**
 * WCAG relative luminance, 0 (black) to 1 (white).
 * @internal exported for its unit tests
 */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA minimums: 4.5:1 for text, 3:1 for large text and for the parts of controls (1.4.11). */
export const AA_MINIMUM = { text: 4.5, largeText: 3, nonText: 3 } as const;

/** `4.51:1`, truncated rather than rounded so a 4.496 never reads as passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
