import type { SourceCodeDetail } from '@/lib/commerce/source-code-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import type { SourceCode } from '../../db/schema/source-codes';
import { AppError } from '../../http/app-error';
import * as sourceCodeRepository from '../../repositories/source-code-repository';
import { createSourceCodeCache } from './source-code-cache';
import { toDetail } from './source-code-dto';

/** A published product by id or slug, or 404. */
export async function findSourceCode(by: { id: number } | { slug: string }): Promise<SourceCode> {
  const row = 'id' in by ? await sourceCodeRepository.findById(by.id) : await sourceCodeRepository.findBySlug(by.slug);
  if (!row) throw new AppError('NOT_FOUND', 'No such source-code product.');
  return row;
}

// A product page's data is the same for every visitor (see list-source-codes.ts); an unknown
// id or slug is an error, which the cache does not keep.
const details = createSourceCodeCache<SourceCodeDetail>(200);
const bySlug = createSourceCodeCache<SourceCode>(200);

/** GET /api/source-codes/{id} and /slugs/{slug}: the product page's data. */
export function getSourceCode(by: { id: number } | { slug: string }, language: Locale): Promise<SourceCodeDetail> {
  return details.get(JSON.stringify([language, by]), async () => {
    const row = await findSourceCode(by);
    return toDetail(row, await sourceCodeRepository.listProductFilters(row.id), language);
  });
}

/** GET /api/source-codes/slugs/{slug}/purchased-status: whether the viewer owns it (false when signed out). */
export async function getSourceCodePurchasedStatus(
  slug: string,
  viewer: AuthUser | null,
): Promise<{ is_purchased: boolean }> {
  // Which product a slug names changes only with the catalogue; whether the viewer owns it is read afresh.
  const row = await bySlug.get(slug, () => findSourceCode({ slug }));
  return { is_purchased: viewer ? await sourceCodeRepository.isPurchased(viewer.id, row.id) : false };
}
