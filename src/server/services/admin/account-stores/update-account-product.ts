import { COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import type { UpdateAccountProductInput } from '@/schemas/admin-account-stores';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { AccountVariant } from '../../../db/schema/account-store';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { AppError } from '../../../http/app-error';
import { fieldError, fieldErrors } from '../../../http/validation';
import * as accountProductRepository from '../../../repositories/admin-account-product-repository';
import { forgetAccountStoreReads } from '../../account-store/account-store';
import { recordAudit, updateAction } from '../record-audit';
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
import { checkOptionsChange, writeOptionsChange, type RemovedValues } from './sync-account-options';

/**
 * PATCH /api/admin/account-stores/{id}: the fields sent, the status (publish, unpublish),
 * and the options and variants. The product row is locked for the whole change, so two
 * editors' saves run one after the other. A removed value takes its variants with it only
 * when none of them holds stock or was ever ordered (what was sold must keep its variant).
 */
export async function updateAccountProduct(
  id: number,
  input: UpdateAccountProductInput,
  actor: AuthUser,
  now = new Date(),
): Promise<SavedAccountProduct> {
  try {
    const saved = await getDb().transaction(async (tx) => {
      const current = await accountProductRepository.findByIdForUpdate(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'No such product.');
      if (input.slug !== undefined && (await accountProductRepository.slugTaken(input.slug, id, tx))) throw slugTaken();
      const before = await readAdminAccountProduct(current, tx, now);
      // Stock already imported (or sold) is of the old kind: it would no longer be read right.
      if (
        input.delivery_kind &&
        input.delivery_kind !== current.deliveryKind &&
        before.variants.some((v) => !v.removable)
      ) {
        throw fieldError('delivery_kind', 'Fixed once a variant holds stock or was ordered.');
      }
      const storedOptions = await accountProductRepository.listOptions(id, tx);
      const removed = input.options ? checkOptionsChange(storedOptions, input.options) : new Map<string, number>();
      const existing = await accountProductRepository.listVariants(id, tx);
      const { planned, combinations } = planAccountVariants(
        input.options ?? storedOptions,
        input.variants ?? [],
        existing,
      );
      const wanted = new Set(combinations);
      const dropped = existing.filter((variant) => !wanted.has(variant.combinationKey));
      assertRemovable(
        dropped,
        await accountProductRepository.listInUse(
          dropped.map((variant) => variant.id),
          tx,
        ),
        removed,
      );

      const existingIds = new Map(existing.map((variant) => [variant.combinationKey, variant.id]));
      const plannedByKey = new Map(planned.map((variant) => [variant.key, variant]));
      const after = [
        ...existing.filter(
          (variant) => wanted.has(variant.combinationKey) && !plannedByKey.has(variant.combinationKey),
        ),
        ...planned,
      ];
      const status = input.status ?? before.status;
      assertSellable(status === 'published', after);

      const columns = {
        ...productColumns(input),
        ...(input.status ? publicationOf(input.status, current, now) : {}),
      };
      const updated =
        Object.keys(columns).length > 0 ? await accountProductRepository.update(id, columns, tx) : current;
      if (input.options) await writeOptionsChange(id, storedOptions, input.options, tx);
      await accountProductRepository.deleteVariants(
        dropped.map((variant) => variant.id),
        tx,
      );
      const added = planned.filter((variant) => !existingIds.has(variant.key));
      await accountProductRepository.insertVariants(
        id,
        added.map(({ key, ...variant }) => ({ combinationKey: key, ...variant })),
        tx,
      );
      for (const { key, ...variant } of planned) {
        const variantId = existingIds.get(key);
        if (variantId !== undefined) await accountProductRepository.updateVariant(variantId, variant, tx);
      }

      const product = await readAdminAccountProduct(updated, tx, now);
      await recordAudit(tx, actor, {
        action: updateAction('account_product', input),
        entityType: 'account_product',
        entityId: id,
        before: accountProductSnapshot(before),
        after: accountProductSnapshot(product),
      });
      return { product, slugs: [...new Set([current.slug, product.slug])] };
    });
    forgetAccountStoreReads();
    return saved;
  } catch (error) {
    if (isUniqueViolation(error, ACCOUNT_SLUG_INDEX)) throw slugTaken();
    throw error;
  }
}

/**
 * Refuses removing values whose variants hold stock or were ordered, naming each value
 * under its option (the editor shows it there): the safe choice is to keep the value and
 * turn those variants off, which hides them from buyers and keeps every order's history.
 */
function assertRemovable(dropped: readonly AccountVariant[], inUse: ReadonlySet<number>, removed: RemovedValues): void {
  const blocked = new Map<string, number>();
  for (const variant of dropped.filter((one) => inUse.has(one.id))) {
    for (const code of variant.combinationKey.split(COMBINATION_SEPARATOR)) {
      if (removed.has(code)) blocked.set(code, (blocked.get(code) ?? 0) + 1);
    }
  }
  if (blocked.size === 0) return;
  const fields: Record<string, string> = {};
  for (const [code, count] of blocked) {
    const field = `options.${removed.get(code)!}.values`;
    const message = `"${code}" cannot be removed: ${count} of its variants hold stock or were ordered. Keep it and turn those variants off instead.`;
    fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
  }
  throw fieldErrors(fields);
}
