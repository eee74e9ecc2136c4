/** One entry of the page links: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The pages to link to from `current` of `total`: the first, the last, and the current one with its
 * neighbours, so a list of hundreds of pages stays a handful of links. A gap hiding a single page
 * shows that page instead, since the link is no wider than the ellipsis.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((n) => n >= 1 && n <= total)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}
