import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * VNPay 2.1.0's merchant API (querydr: ask what became of a payment; refund: give money
 * back), spoken by the shop's client (gateway-transactions.ts) and by the sandbox gateway
 * that plays VNPay's part. Both sides sign with these field orders: unlike the payment URL,
 * each call's checksum is HMAC-SHA512 (hex) over its fields' values in a fixed order,
 * joined by "|" (VNPay's "API truy vấn / hoàn tiền" pages).
 */

export type MerchantFields = Record<string, string>;

export const QUERYDR_REQUEST_ORDER = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const REFUND_REQUEST_ORDER = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const REFUND_RESPONSE_ORDER = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** A querydr answer signs the refund answer's fields, then the promotion applied. */
export const QUERYDR_RESPONSE_ORDER = [...REFUND_RESPONSE_ORDER, 'vnp_PromotionCode', 'vnp_PromotionAmount'] as const;

/** The checksum of a call or an answer: absent fields count as empty. */
export function merchantHash(fields: MerchantFields, order: readonly string[], secret: string): string {
  const data = order.map((name) => fields[name] ?? '').join('|');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** Whether vnp_SecureHash is the checksum of the fields, compared in constant time. */
export function hasValidMerchantHash(fields: MerchantFields, order: readonly string[], secret: string): boolean {
  const given = fields.vnp_SecureHash ?? '';
  if (!/^[0-9a-fA-F]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(merchantHash(fields, order, secret), 'hex'));
}

/** vnp_RequestId: unique per call ("không trùng lặp trong ngày"); 32 hex characters. */
export function newRequestId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The fields of a JSON answer, as strings (VNPay sends some as numbers), or null when the
 * body is not a flat JSON object: only these are signed and read.
 */
export function merchantFieldsOf(body: unknown): MerchantFields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields: MerchantFields = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (!name.startsWith('vnp_')) continue;
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
    else if (value !== null && value !== undefined) return null;
  }
  return fields;
}
