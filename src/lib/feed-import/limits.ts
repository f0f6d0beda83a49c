// The bounds that keep a hostile or broken feed from exhausting memory, disk or patience. Real exports stay far
// below them: a 5,000-car feed with 30 photo URLs and a long description per car is about 25 MB and 150 columns.
export interface ImportLimits {
  /** Largest feed accepted, file or download. */
  maxFeedBytes: number;
  /** Most columns a header or a row may have. */
  maxColumns: number;
  /** Longest single row (characters), so an unclosed quote cannot swallow the rest of the file unnoticed. */
  maxRowCharacters: number;
  /** How long fetching the feed from a URL may take. */
  feedTimeoutMs: number;
  /** Largest photo accepted. */
  maxPhotoBytes: number;
  /** How long one photo download may take, answer and body together. */
  photoTimeoutMs: number;
  /** Photos downloaded at the same time. */
  photoConcurrency: number;
}

export const DEFAULT_LIMITS: ImportLimits = {
  maxFeedBytes: 64 * 1024 * 1024,
  maxColumns: 1000,
  maxRowCharacters: 1_000_000,
  feedTimeoutMs: 60_000,
  maxPhotoBytes: 20 * 1024 * 1024,
  photoTimeoutMs: 20_000,
  photoConcurrency: 6,
};

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
