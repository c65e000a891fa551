import { COMBINATION_SEPARATOR } from '@/lib/commerce/combination-key';
import { DEFAULT_LOCALE } from '@/lib/locales';
import type { Executor } from '../../db/types';
import { env } from '../../env';
import type { Logger } from '../../http/logger';
import { localized } from '../../i18n/localized';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { lowStockMail } from '../../mail/templates/low-stock-mail';
import * as adminStockRepository from '../../repositories/admin-stock-repository';
import * as userRepository from '../../repositories/user-repository';

export type LowStockAlert = Awaited<ReturnType<typeof adminStockRepository.markLowStockAlerted>>[number];

/**
 * Variants whose stock for sale has just fallen to their threshold, marked alerted in the
 * caller's transaction (each is alerted once until restocked): mail them after the commit
 * with mailLowStock.
 */
export function noteLowStock(variantIds: readonly number[], now: Date, tx: Executor): Promise<LowStockAlert[]> {
  return adminStockRepository.markLowStockAlerted([...new Set(variantIds)], now, tx);
}

/**
 * Mails the team (CONTACT_TO, else every admin) about variants that ran low, in the site's
 * default language, with a link to the product in the back office.
 */
export async function mailLowStock(alerts: readonly LowStockAlert[], log: Logger): Promise<void> {
  if (alerts.length === 0) return;
  const recipients = env.CONTACT_TO ?? (await userRepository.listAdminEmails());
  if (recipients.length === 0) {
    log.warn({ variants: alerts.map((alert) => alert.id) }, 'stock is low, but nobody to mail it to: set CONTACT_TO');
    return;
  }
  const products = new Map(
    (await adminStockRepository.listProductTitles(alerts.map((alert) => alert.productId))).map((row) => [row.id, row]),
  );
  const labels = await adminStockRepository.listValueLabels(alerts.map((alert) => alert.productId));
  for (const alert of alerts) {
    const product = products.get(alert.productId);
    const variant = alert.combinationKey
      .split(COMBINATION_SEPARATOR)
      .map((code) => {
        const value = labels.find((label) => label.productId === alert.productId && label.code === code);
        return value ? localized(value.labelEn, value.labelVi, DEFAULT_LOCALE) : code;
      })
      .join(' · ');
    for (const to of recipients) {
      const message = lowStockMail(DEFAULT_LOCALE, to, {
        product: product ? localized(product.titleEn, product.titleVi, DEFAULT_LOCALE) : `#${alert.productId}`,
        variant,
        available: alert.available,
        threshold: alert.threshold,
        link: appLink(DEFAULT_LOCALE, '/admin/account-stores', { q: product?.slug ?? '' }),
      });
      await sendMail(message, { log });
    }
  }
}
