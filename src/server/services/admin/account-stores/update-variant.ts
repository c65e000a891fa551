import type { AdminAccountVariantUpdate } from '@/lib/admin/admin-stock-types';
import type { VariantUpdateInput } from '@/schemas/admin-account-stores';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { queueJob } from '../../../jobs/job-queue';
import * as adminStockRepository from '../../../repositories/admin-stock-repository';
import { forgetAccountStoreReads } from '../../account-store/account-store';
import { noteLowStock } from '../../account-store/low-stock';
import { recordAudit } from '../record-audit';

/**
 * PATCH /api/admin/account-stores/variants/{id}: a variant's price, "was" price, whether it
 * is on sale, and its low-stock threshold. A threshold at or above the stock for sale alerts
 * at once (one mail); one below it, or none, clears the alert.
 */
export async function updateVariant(
  variantId: number,
  input: VariantUpdateInput,
  actor: AuthUser,
): Promise<{ reply: AdminAccountVariantUpdate; slug: string }> {
  const now = new Date();
  const result = await getDb().transaction(async (tx) => {
    const before = await adminStockRepository.lockVariant(variantId, tx);
    if (!before) throw new AppError('NOT_FOUND', 'No such variant.');
    const price = input.price_vnd ?? before.priceVnd;
    const compareAt = input.compare_at_price_vnd === undefined ? before.compareAtPriceVnd : input.compare_at_price_vnd;
    if (compareAt !== null && compareAt <= price) {
      const detail = 'The "was" price must be above the price.';
      throw new AppError('VALIDATION_ERROR', `compare_at_price_vnd: ${detail}`, { compare_at_price_vnd: detail });
    }
    const after = (await adminStockRepository.updateVariant(
      variantId,
      {
        priceVnd: input.price_vnd,
        compareAtPriceVnd: input.compare_at_price_vnd,
        isActive: input.is_active,
        lowStockThreshold: input.low_stock_threshold,
      },
      tx,
    ))!;
    await adminStockRepository.clearLowStockAlert(variantId, tx);
    const alerts = await noteLowStock([variantId], now, tx);
    const fields = (variant: typeof after) => ({
      price_vnd: variant.priceVnd,
      compare_at_price_vnd: variant.compareAtPriceVnd,
      is_active: variant.isActive,
      low_stock_threshold: variant.lowStockThreshold,
    });
    await recordAudit(tx, actor, {
      action: 'variant.update',
      entityType: 'variant',
      entityId: variantId,
      before: fields({ ...after, ...before, id: variantId }),
      after: fields(after),
    });
    return { reply: { id: after.id, ...fields(after) }, slug: before.slug, alerts };
  });
  // Prices and what is on sale show in the store's lists and pages, not only the variant call.
  forgetAccountStoreReads();
  if (result.alerts.length > 0) await queueJob('low-stock-mail', { alerts: result.alerts });
  return { reply: result.reply, slug: result.slug };
}
