import type { AccountStoreFilters } from '@/lib/commerce/account-store-filters';
import type { AccountDetail, AccountStorePage } from '@/lib/commerce/account-store-types';
import { ACCOUNT_STORE_PAGE_SIZE } from '@/lib/commerce/product-types';
import type { Locale } from '@/lib/locales';
import { isAppError } from '../../http/app-error';
import { logger } from '../../http/logger';
import { getAccount, listAccounts } from './account-store';

/**
 * The /account page's data for one search (the static plain list and the per-request
 * searches alike), read through the listing cache the API uses. Null when the database
 * fails: the page then shows its error state (and answers 503); logged here.
 */
export async function loadAccountStoreSearch(
  filters: AccountStoreFilters,
  language: Locale,
): Promise<AccountStorePage | null> {
  try {
    return await listAccounts(
      { page: filters.page, limit: ACCOUNT_STORE_PAGE_SIZE, ...(filters.type ? { type: filters.type } : {}) },
      language,
    );
  } catch (error) {
    logger.error({ err: error }, 'account store page: loading failed');
    return null;
  }
}

/** A product page's data; null for an unknown slug (404). */
export async function loadAccountPage(slug: string, language: Locale): Promise<AccountDetail | null> {
  try {
    return await getAccount(slug, language);
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR')) return null;
    throw error;
  }
}
