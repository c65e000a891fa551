import type { SourceCodeDetail } from '@/lib/commerce/source-code-types';
import type { Locale } from '@/lib/locales';
import { isAppError } from '../../http/app-error';
import { getSourceCode } from './get-source-code';

/** A product page's data; null for an unknown slug (the page is then a 404). */
export async function loadSourceCodePage(slug: string, language: Locale): Promise<SourceCodeDetail | null> {
  try {
    return await getSourceCode({ slug }, language);
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR')) return null;
    throw error;
  }
}
