import { randomUUID } from 'node:crypto';
import * as accountDashboardRoute from '@/pages/api/account-stores/dashboard';
import * as accountListRoute from '@/pages/api/account-stores/index';
import * as accountSlugRoute from '@/pages/api/account-stores/slugs/[slug]';
import * as accountVariantRoute from '@/pages/api/account-stores/[id]/product';
import * as orderRoute from '@/pages/api/orders/[id]/index';
import * as paymentRoute from '@/pages/api/orders/[id]/payment';
import * as ordersRoute from '@/pages/api/orders/index';
import * as myOrdersRoute from '@/pages/api/orders/me';
import * as sandboxRoute from '@/pages/api/payments/sandbox/decision';
import * as ipnRoute from '@/pages/api/payments/vnpay/ipn';
import * as returnRoute from '@/pages/api/payments/vnpay/return';
import * as sourceDownloadRoute from '@/pages/api/source-codes/[id]/download';
import * as sourceDownloadV2Route from '@/pages/api/source-codes/[id]/download-v2';
import * as sourceFileRoute from '@/pages/api/source-codes/[id]/file';
import * as sourceRoute from '@/pages/api/source-codes/[id]/index';
import * as sourceFilterGroupsRoute from '@/pages/api/source-codes/filter-groups';
import * as sourceListRoute from '@/pages/api/source-codes/index';
import * as sourceSlugRoute from '@/pages/api/source-codes/slugs/[slug]/index';
import * as sourcePurchasedRoute from '@/pages/api/source-codes/slugs/[slug]/purchased-status';
import { encryptStockSecret } from '@/server/commerce/stock-cipher';
import { getDb } from '@/server/db/client';
import {
  accountOptions,
  accountOptionValues,
  accountProducts,
  accountVariants,
  stockItems,
} from '@/server/db/schema/account-store';
import {
  sourceCodeFilterGroups,
  sourceCodeFilters,
  sourceCodeProductFilters,
  sourceCodes,
} from '@/server/db/schema/source-codes';
import { gatewayConfig } from '@/server/payments/gateway-config';
import { vnpSecureHash, type VnpParams } from '@/server/payments/vnpay-signature';
import { getFileStorage } from '@/server/storage/storage';
import { serveApi, type Api } from './api';

/** Every commerce call behind one `call(path)`. */
export function serveCommerceApi(): Promise<Api> {
  return serveApi({
    '/api/orders': ordersRoute,
    '/api/orders/me': myOrdersRoute,
    '/api/orders/[id]': orderRoute,
    '/api/orders/[id]/payment': paymentRoute,
    '/api/payments/vnpay/ipn': ipnRoute,
    '/api/payments/vnpay/return': returnRoute,
    '/api/payments/sandbox/decision': sandboxRoute,
    '/api/source-codes': sourceListRoute,
    '/api/source-codes/filter-groups': sourceFilterGroupsRoute,
    '/api/source-codes/[id]': sourceRoute,
    '/api/source-codes/[id]/download': sourceDownloadRoute,
    '/api/source-codes/[id]/download-v2': sourceDownloadV2Route,
    '/api/source-codes/[id]/file': sourceFileRoute,
    '/api/source-codes/slugs/[slug]': sourceSlugRoute,
    '/api/source-codes/slugs/[slug]/purchased-status': sourcePurchasedRoute,
    '/api/account-stores': accountListRoute,
    '/api/account-stores/dashboard': accountDashboardRoute,
    '/api/account-stores/slugs/[slug]': accountSlugRoute,
    '/api/account-stores/[id]/product': accountVariantRoute,
  });
}

const unique = () => randomUUID().slice(0, 8);

/** A published source-code product whose archive is in file storage. */
export async function createSourceCode(
  values: { priceVnd?: number; slug?: string; titleEn?: string; filterIds?: number[]; content?: string } = {},
): Promise<{ id: number; slug: string; content: Buffer }> {
  const slug = values.slug ?? `source-${unique()}`;
  const content = Buffer.from(values.content ?? `archive of ${slug} `.repeat(2000));
  const fileKey = `source-codes/${slug}.zip`;
  await getFileStorage().put(fileKey, content, 'application/zip');
  const [row] = await getDb()
    .insert(sourceCodes)
    .values({
      slug,
      titleEn: values.titleEn ?? `Source ${slug}`,
      titleVi: `Mã nguồn ${slug}`,
      shortDescriptionEn: 'Short',
      shortDescriptionVi: 'Ngắn',
      descriptionEn: 'Long',
      descriptionVi: 'Dài',
      thumbnail: `/images/source-codes/${slug}.svg`,
      techStack: ['Node.js'],
      version: '1.0.0',
      priceVnd: values.priceVnd ?? 250_000,
      fileKey,
      fileName: `${slug} – bản 1.0.zip`,
      fileSizeBytes: content.length,
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: sourceCodes.id });
  if (values.filterIds?.length) {
    await getDb()
      .insert(sourceCodeProductFilters)
      .values(values.filterIds.map((filterId) => ({ sourceCodeId: row!.id, filterId })));
  }
  return { id: row!.id, slug, content };
}

/** Two facet groups: tech (a, b) and kind (c); returns the facet ids by slug. */
export async function createSourceFilters(): Promise<Record<string, number>> {
  const suffix = unique();
  const ids: Record<string, number> = {};
  for (const [position, [group, filters]] of Object.entries({ tech: ['a', 'b'], kind: ['c'] }).entries()) {
    const [saved] = await getDb()
      .insert(sourceCodeFilterGroups)
      .values({ slug: `${group}-${suffix}`, nameEn: group, nameVi: `${group} (vi)`, position })
      .returning();
    for (const [filterPosition, filter] of filters.entries()) {
      const [row] = await getDb()
        .insert(sourceCodeFilters)
        .values({
          groupId: saved!.id,
          slug: `${filter}-${suffix}`,
          nameEn: `Filter ${filter}`,
          nameVi: `Bộ lọc ${filter}`,
          position: filterPosition,
        })
        .returning();
      ids[filter] = row!.id;
    }
  }
  return ids;
}

/**
 * A published account-store product with options duration (1-month, 12-months) and plan
 * (solo, family), a variant per combination priced 100k…400k, and `stock` items each.
 */
export async function createAccountProduct(
  values: {
    type?: 'learning' | 'work' | 'entertainment' | 'storage';
    stock?: number;
    featured?: boolean;
    deliveryKind?: 'code' | 'credentials';
  } = {},
): Promise<{ id: number; slug: string; variantIds: Record<string, number> }> {
  const db = getDb();
  const slug = `account-${unique()}`;
  const [product] = await db
    .insert(accountProducts)
    .values({
      slug,
      type: values.type ?? 'learning',
      provider: 'Acme',
      titleEn: `Account ${slug}`,
      titleVi: `Tài khoản ${slug}`,
      shortDescriptionEn: 'Short',
      shortDescriptionVi: 'Ngắn',
      descriptionEn: 'Long',
      descriptionVi: 'Dài',
      thumbnail: '/images/accounts/x.svg',
      deliveryKind: values.deliveryKind ?? 'code',
      isFeatured: values.featured ?? false,
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  const options = [
    { en: 'Duration', codes: ['1-month', '12-months'] },
    { en: 'Plan', codes: ['solo', 'family'] },
  ];
  for (const [position, option] of options.entries()) {
    const [saved] = await db
      .insert(accountOptions)
      .values({ productId: product!.id, nameEn: option.en, nameVi: `${option.en} (vi)`, position })
      .returning();
    await db.insert(accountOptionValues).values(
      option.codes.map((code, index) => ({
        optionId: saved!.id,
        productId: product!.id,
        code,
        labelEn: `${code} label`,
        labelVi: `${code} nhãn`,
        position: index,
      })),
    );
  }
  const variantIds: Record<string, number> = {};
  let price = 100_000;
  for (const duration of options[0]!.codes) {
    for (const plan of options[1]!.codes) {
      const key = `${duration}_${plan}`;
      const [variant] = await db
        .insert(accountVariants)
        .values({ productId: product!.id, combinationKey: key, priceVnd: price })
        .returning();
      price += 100_000;
      variantIds[key] = variant!.id;
      const stock = values.stock ?? 3;
      if (stock > 0) {
        await db.insert(stockItems).values(
          Array.from({ length: stock }, (_, n) => ({
            variantId: variant!.id,
            // Stored as the seed stores it, without a fingerprint (imports add them).
            secret: encryptStockSecret(
              JSON.stringify(
                values.deliveryKind === 'credentials'
                  ? { username: `user-${key}-${n}@example.com`, password: `Pass-${n}` }
                  : { code: `CODE-${key}-${n}` },
              ),
              variant!.id,
            ),
          })),
        );
      }
    }
  }
  return { id: product!.id, slug, variantIds };
}

/** The vnp_* parameters of a payment URL. */
export function paymentParams(paymentUrl: string): VnpParams {
  return Object.fromEntries(new URL(paymentUrl).searchParams);
}

/** A notice as VNPay sends it for a payment request, signed with the gateway's secret. */
export function ipnQuery(request: VnpParams, overrides: VnpParams = {}, secret?: string): string {
  const notice: VnpParams = {
    vnp_Amount: request.vnp_Amount!,
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: request.vnp_OrderInfo!,
    vnp_PayDate: '20260501120000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: request.vnp_TmnCode!,
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: request.vnp_TxnRef!,
    ...overrides,
  };
  const hash = vnpSecureHash(notice, secret ?? gatewayConfig()!.hashSecret);
  return new URLSearchParams({ ...notice, vnp_SecureHash: hash }).toString();
}

/** Places an order of `items` and starts paying it; returns the order and the signed request. */
export async function orderAndPay(
  api: Api,
  token: string,
  items: { product_type: string; product_id: number; combination_key?: string }[],
): Promise<{ orderId: string; request: VnpParams }> {
  const order = await api.call('/api/orders', { token, body: { items } });
  if (order.status !== 201) throw new Error(`order failed: ${JSON.stringify(order.body)}`);
  const payment = await api.call(`/api/orders/${order.body.data.id}/payment`, { token, method: 'POST' });
  if (payment.status !== 200) throw new Error(`payment failed: ${JSON.stringify(payment.body)}`);
  return { orderId: order.body.data.id, request: paymentParams(payment.body.data.payment_url) };
}
