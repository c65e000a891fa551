/**
 * The paging of every list (spec §7: `page` is 1-based, replies carry `page` and
 * `total_page`): which rows page `page` of `size` rows holds, and how many pages there are.
 */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

export function pageCount(total: number, size: number): number {
  return Math.ceil(total / size);
}
