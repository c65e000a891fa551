import type { CreateAccountProductInput } from '@/schemas/admin-account-stores';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import * as accountProductRepository from '../../../repositories/admin-account-product-repository';
import { forgetAccountStoreReads } from '../../account-store/account-store';
import { recordAudit } from '../record-audit';
import {
  ACCOUNT_SLUG_INDEX,
  assertSellable,
  productColumns,
  publicationOf,
  slugTaken,
  type SavedAccountProduct,
} from './account-product-columns';
import { accountProductSnapshot, readAdminAccountProduct } from './get-admin-account-product';
import { planAccountVariants } from './plan-account-variants';

const DEFAULT_THUMBNAIL = '/images/placeholder.svg';

/**
 * POST /api/admin/account-stores: a product with its options and one variant per
 * combination of their values (a draft unless said otherwise), in one transaction.
 */
export async function createAccountProduct(
  input: CreateAccountProductInput,
  actor: AuthUser,
  now = new Date(),
): Promise<SavedAccountProduct> {
  const { planned } = planAccountVariants(input.options, input.variants);
  assertSellable(input.status === 'published', planned);
  try {
    const product = await getDb().transaction(async (tx) => {
      if (await accountProductRepository.slugTaken(input.slug, null, tx)) throw slugTaken();
      const created = await accountProductRepository.insert(
        {
          ...productColumns(input),
          slug: input.slug,
          type: input.type,
          provider: input.provider,
          titleEn: input.title.en,
          titleVi: input.title.vi,
          shortDescriptionEn: input.short_description?.en ?? '',
          shortDescriptionVi: input.short_description?.vi ?? '',
          descriptionEn: input.description?.en ?? '',
          descriptionVi: input.description?.vi ?? '',
          thumbnail: input.thumbnail ?? DEFAULT_THUMBNAIL,
          deliveryKind: input.delivery_kind,
          ...publicationOf(input.status, null, now),
        },
        tx,
      );
      for (const [position, option] of input.options.entries()) {
        const optionId = await accountProductRepository.insertOption(
          created.id,
          { nameEn: option.name.en, nameVi: option.name.vi, position },
          tx,
        );
        await accountProductRepository.insertValues(
          created.id,
          optionId,
          option.values.map((value, index) => ({
            code: value.code,
            labelEn: value.label.en,
            labelVi: value.label.vi,
            position: index,
          })),
          tx,
        );
      }
      await accountProductRepository.insertVariants(
        created.id,
        planned.map(({ key, ...variant }) => ({ combinationKey: key, ...variant })),
        tx,
      );
      const saved = await readAdminAccountProduct(created, tx, now);
      await recordAudit(tx, actor, {
        action: 'account_product.create',
        entityType: 'account_product',
        entityId: created.id,
        after: accountProductSnapshot(saved),
      });
      return saved;
    });
    forgetAccountStoreReads();
    return { product, slugs: [product.slug] };
  } catch (error) {
    if (isUniqueViolation(error, ACCOUNT_SLUG_INDEX)) throw slugTaken();
    throw error;
  }
}
