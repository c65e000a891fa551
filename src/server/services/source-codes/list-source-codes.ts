import type { FilterGroup, SourceCodePage } from '@/lib/commerce/source-code-types';
import type { Locale } from '@/lib/locales';
import type { SourceCodeSearchQuery } from '@/schemas/commerce';
import * as sourceCodeRepository from '../../repositories/source-code-repository';
import type { FilterRow } from '../../repositories/source-code-repository';
import { createSourceCodeCache } from './source-code-cache';
import { toGroups, toSummary } from './source-code-dto';
import { pageCount, pageWindow } from '../paging';

// The shop's list, its facets and (get-source-code.ts) a product are the same for every
// visitor, as the catalogue's are: served from memory like them (source-code-cache.ts). A
// sale's count (sales_count, the "popular" order) may lag by PUBLIC_READ_TTL_MS; the download
// right is always read afresh.
const searches = createSourceCodeCache<SourceCodePage>(500);
const facets = createSourceCodeCache<FilterRow[]>(1);

/** Every facet, in display order: the filter groups' reply and every search by facets read it. */
function listFilters(): Promise<FilterRow[]> {
  return facets.get('all', () => sourceCodeRepository.listFilters());
}

/** GET /api/source-codes/filter-groups: the facets the list can be narrowed by. */
export async function listFilterGroups(language: Locale): Promise<FilterGroup[]> {
  return toGroups(await listFilters(), language);
}

/**
 * GET /api/source-codes: keyword (title, description, stack), facets — any option within a
 * group, every group chosen — price, sort and one page.
 */
export function listSourceCodes(query: SourceCodeSearchQuery, language: Locale): Promise<SourceCodePage> {
  return searches.get(searchKey(query, language), () => readSourceCodes(query, language));
}

/** One key per distinct search: the order and repeats of facet ids do not matter. */
function searchKey(query: SourceCodeSearchQuery, language: Locale): string {
  const filterIds = query.filter_ids ? [...new Set(query.filter_ids)].sort((a, b) => a - b) : null;
  const { keyword = null, price = null, sort, page, page_size } = query;
  return JSON.stringify([language, keyword, filterIds, price, sort, page, page_size]);
}

async function readSourceCodes(query: SourceCodeSearchQuery, language: Locale): Promise<SourceCodePage> {
  const filterIdsByGroup = query.filter_ids?.length ? await groupFilterIds(query.filter_ids) : [];
  const { rows, total } = await sourceCodeRepository.search({
    keyword: query.keyword,
    language,
    filterIdsByGroup,
    price: query.price,
    sort: query.sort,
    ...pageWindow(query.page, query.page_size),
  });
  return {
    items: rows.map((row) => toSummary(row, language)),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
    total,
  };
}

/** The chosen facet ids by group; an unknown id matches nothing (an empty group). */
async function groupFilterIds(ids: number[]): Promise<number[][]> {
  const known = await listFilters();
  const byGroup = new Map<number, number[]>();
  for (const id of ids) {
    const row = known.find((filter) => filter.id === id);
    const groupId = row?.groupId ?? -id;
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), id]);
  }
  return [...byGroup.values()];
}
