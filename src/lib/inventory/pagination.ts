export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * Numbered pagination that stays short with many pages: first, last, and the pages around the current
 * one, with gaps between (1 … 4 5 6 … 42). A gap never hides a single page: that page is shown instead.
 */
export function paginationItems(current: number, pageCount: number, around = 1): PaginationItem[] {
  if (pageCount <= 1) return [];
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - around; page <= current + around; page++)
    if (page >= 1 && page <= pageCount) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2)
      items.push({ kind: "page", page: page - 1, current: page - 1 === current });
    else if (previous !== undefined && page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page, current: page === current });
  });
  return items;
}
