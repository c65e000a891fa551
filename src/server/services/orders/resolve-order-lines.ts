import { canonicalCombinationKey, COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import type { CreateOrderInput } from '@/schemas/commerce';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as courseRepository from '../../repositories/course-repository';
import type { NewOrderItem } from '../../repositories/order-repository';
import * as sourceCodeRepository from '../../repositories/source-code-repository';
import { alreadyOwned } from './already-owned';

/**
 * Turns what the buyer asked for into order lines priced from the database: the product
 * must be on sale, the variant must exist, and a course or source code the buyer already
 * owns cannot be bought again. `soldOut` is the first line whose variant has no stock left:
 * the caller decides, as the buyer's own open order may be what holds it.
 */
export async function resolveOrderLines(
  input: CreateOrderInput['items'],
  user: AuthUser,
): Promise<{ lines: NewOrderItem[]; soldOut: number | null }> {
  const lines: NewOrderItem[] = [];
  let soldOut: number | null = null;
  for (const [position, line] of input.entries()) {
    const field = `items.${position}`;
    const notFound = (what: string) => new AppError('NOT_FOUND', `${field}: ${what}`, { [field]: what });
    switch (line.product_type) {
      case 'COURSE': {
        const course = await courseRepository.findById(line.product_id);
        // An archived course stays open to its learners but takes no new ones.
        if (!course || course.archivedAt) throw notFound('No such course');
        if (await alreadyOwned(user.id, { productType: 'COURSE', productId: course.id })) {
          throw new AppError('ALREADY_PURCHASED', `${field}: You are already enrolled in this course.`);
        }
        lines.push({
          ...noVariant(),
          productType: 'COURSE',
          productId: course.id,
          slug: course.slug,
          titleEn: course.titleEn,
          titleVi: course.titleVi,
          thumbnail: course.thumbnail,
          priceVnd: course.priceVnd,
          position,
        });
        break;
      }
      case 'SOURCE': {
        const product = await sourceCodeRepository.findById(line.product_id);
        if (!product) throw notFound('No such source-code product');
        if (await alreadyOwned(user.id, { productType: 'SOURCE', productId: product.id })) {
          throw new AppError('ALREADY_PURCHASED', `${field}: You already own this source code.`);
        }
        lines.push({
          ...noVariant(),
          productType: 'SOURCE',
          productId: product.id,
          slug: product.slug,
          titleEn: product.titleEn,
          titleVi: product.titleVi,
          thumbnail: product.thumbnail,
          priceVnd: product.priceVnd,
          // The version on sale now: the order keeps it, whatever is published after.
          version: product.version,
          position,
        });
        break;
      }
      case 'ACCOUNT_STORE': {
        const product = await accountStoreRepository.findById(line.product_id);
        if (!product) throw notFound('No such account-store product');
        const options = await accountStoreRepository.listOptions(product.id);
        const key = canonicalCombinationKey(options, line.combination_key ?? '');
        const variant = key === null ? null : await accountStoreRepository.findVariant(product.id, key);
        if (!variant) throw notFound('No such variant');
        if (variant.available === 0) soldOut ??= position;
        const chosen = variant.combinationKey.split(COMBINATION_SEPARATOR);
        const labels = options.map((option) => option.values.find((value) => chosen.includes(value.code))!);
        lines.push({
          productType: 'ACCOUNT_STORE',
          productId: product.id,
          variantId: variant.id,
          combinationKey: variant.combinationKey,
          slug: product.slug,
          titleEn: product.titleEn,
          titleVi: product.titleVi,
          variantLabelEn: labels.map((value) => value.labelEn).join(' · '),
          variantLabelVi: labels.map((value) => value.labelVi).join(' · '),
          thumbnail: product.thumbnail,
          priceVnd: variant.priceVnd,
          position,
        });
        break;
      }
    }
  }
  return { lines, soldOut };
}

function noVariant() {
  return { variantId: null, combinationKey: null, variantLabelEn: null, variantLabelVi: null };
}
