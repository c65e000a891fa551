/** What can be bought (spec §3 product types) and the states of an order (DESIGN.md §6). */
export const PRODUCT_TYPES = ['SOURCE', 'COURSE', 'ACCOUNT_STORE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** pending → paid | failed | cancelled | expired; paid → refunded (the whole amount given back). */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] as const;

/** Who took an order's money: VNPay, the built-in sandbox, or an admin by hand (a bank transfer). */
export const PAYMENT_GATEWAYS = ['vnpay', 'sandbox', 'manual'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The account store's categories (spec §2 /account `type`); empty means all of them. */
export const ACCOUNT_STORE_TYPES = ['learning', 'work', 'entertainment', 'storage'] as const;
export type AccountStoreType = (typeof ACCOUNT_STORE_TYPES)[number];

export function isAccountStoreType(value: unknown): value is AccountStoreType {
  return typeof value === 'string' && (ACCOUNT_STORE_TYPES as readonly string[]).includes(value);
}

/** Spec §9: the account store lists 16 products a page. */
export const ACCOUNT_STORE_PAGE_SIZE = 16;
export const SOURCE_CODE_PAGE_SIZE = 12;
export const MAX_LIST_PAGE_SIZE = 50;

/** A source-code product's screenshots: as many as its page's gallery shows well. */
export const MAX_SOURCE_CODE_SCREENSHOTS = 12;
