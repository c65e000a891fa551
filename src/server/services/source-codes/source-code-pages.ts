import type { FilterGroup, SourceCodeDetail, SourceCodePage } from '@/lib/commerce/source-code-types';
import { DEFAULT_SOURCE_CODE_SORT } from '@/lib/commerce/source-code-filters';
import { SOURCE_CODE_PAGE_SIZE } from '@/lib/commerce/product-types';
import type { Locale } from '@/lib/locales';
import { isAppError } from '../../http/app-error';
import { logger } from '../../http/logger';
import { getSourceCode } from './get-source-code';
import { listFilterGroups, listSourceCodes } from './list-source-codes';

/**
 * Data of the static source-code pages (getStaticProps), read by the services themselves.
 * The list's first page and facets; null when the database fails (the page then shows its
 * error state and is rebuilt at the next revalidation).
 */
export async function loadSourceCodeList(
  language: Locale,
): Promise<{ groups: FilterGroup[]; result: SourceCodePage } | null> {
  try {
    const [groups, result] = await Promise.all([
      listFilterGroups(language),
      listSourceCodes({ sort: DEFAULT_SOURCE_CODE_SORT, page: 1, page_size: SOURCE_CODE_PAGE_SIZE }, language),
    ]);
    return { groups, result };
  } catch (error) {
    logger.error({ err: error }, 'source-code list page: loading failed');
    return null;
  }
}

/** A product page's data; null for an unknown slug (the page is then a 404). */
export async function loadSourceCodePage(slug: string, language: Locale): Promise<SourceCodeDetail | null> {
  try {
    return await getSourceCode({ slug }, language);
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR')) return null;
    throw error;
  }
}
