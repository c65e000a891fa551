import type { AccountCard, AccountDetail } from '@/lib/commerce/account-store-types';
import { ACCOUNT_STORE_PAGE_SIZE } from '@/lib/commerce/product-types';
import type { Locale } from '@/lib/locales';
import { isAppError } from '../../http/app-error';
import { logger } from '../../http/logger';
import { getAccount, listAccounts } from './account-store';

/**
 * Data of the static account-store pages (getStaticProps): the first page of every product;
 * another category or page is loaded by the browser. Null when the database fails.
 */
export async function loadAccountStore(
  language: Locale,
): Promise<{ items: AccountCard[]; page: number; totalPage: number } | null> {
  try {
    const result = await listAccounts({ page: 1, limit: ACCOUNT_STORE_PAGE_SIZE }, language);
    return { items: result.items, page: result.page, totalPage: result.totalPage };
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
