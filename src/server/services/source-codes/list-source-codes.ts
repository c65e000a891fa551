import type { FilterGroup, SourceCodePage } from '@/lib/commerce/source-code-types';
import type { Locale } from '@/lib/locales';
import type { SourceCodeSearchQuery } from '@/schemas/commerce';
import * as sourceCodeRepository from '../../repositories/source-code-repository';
import { toGroups, toSummary } from './source-code-dto';
import { pageCount, pageWindow } from '../paging';

/** GET /api/source-codes/filter-groups: the facets the list can be narrowed by. */
export async function listFilterGroups(language: Locale): Promise<FilterGroup[]> {
  return toGroups(await sourceCodeRepository.listFilters(), language);
}

/**
 * GET /api/source-codes: keyword (title, description, stack), facets — any option within a
 * group, every group chosen — price, sort and one page.
 */
export async function listSourceCodes(query: SourceCodeSearchQuery, language: Locale): Promise<SourceCodePage> {
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
  const known = await sourceCodeRepository.listFilters();
  const byGroup = new Map<number, number[]>();
  for (const id of ids) {
    const row = known.find((filter) => filter.id === id);
    const groupId = row?.groupId ?? -id;
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), id]);
  }
  return [...byGroup.values()];
}
