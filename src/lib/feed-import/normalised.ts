/** What a normaliser makes of one cell: the site's value, or why the cell cannot be placed. */
export type Normalised<T> = { value: T } | { error: string };

export const ok = <T>(value: T): Normalised<T> => ({ value });
export const fail = (error: string): Normalised<never> => ({ error });
export const quoted = (cell: string) => JSON.stringify(cell.length > 60 ? `${cell.slice(0, 57)}...` : cell);
