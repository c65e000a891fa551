import type { SourceCodeFilters } from '@/lib/commerce/source-code-filters';
import type { SourceCodeSearchResult } from '@/lib/commerce/source-code-types';
import { SOURCE_CODE_PAGE_SIZE } from '@/lib/commerce/product-types';
import type { Locale } from '@/lib/locales';
import { logger } from '../../http/logger';
import { listFilterGroups, listSourceCodes } from './list-source-codes';

/**
 * The /source-codes page's data for one search (the static plain list and the per-request
 * searches alike): a page of products and the facets, read by the services the API uses.
 * Null when the database fails: the page then shows its error state (and answers 503)
 * instead of a blank 500 page; the failure is logged here, where its cause is known.
 */
export async function loadSourceCodeSearch(
  filters: SourceCodeFilters,
  language: Locale,
): Promise<SourceCodeSearchResult | null> {
  try {
    const [groups, page] = await Promise.all([
      listFilterGroups(language),
      listSourceCodes(
        {
          keyword: filters.keyword ?? undefined,
          filter_ids: filters.filterIds.length > 0 ? filters.filterIds : undefined,
          price: filters.price ?? undefined,
          sort: filters.sort,
          page: filters.page,
          page_size: SOURCE_CODE_PAGE_SIZE,
        },
        language,
      ),
    ]);
    return { ...page, groups };
  } catch (error) {
    logger.error({ err: error }, 'source-code list page: loading failed');
    return null;
  }
}
