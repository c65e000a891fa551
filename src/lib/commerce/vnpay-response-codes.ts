/**
 * VNPay's vnp_ResponseCode values a buyer can meet (VNPay 2.1.0, "Bảng mã lỗi"): the
 * payment result page explains each in the visitor's language (commerce:result.codes.*).
 * Any other code is shown as 99, "other error".
 */
export const VNPAY_RESPONSE_CODES = [
  '00',
  '07',
  '09',
  '10',
  '11',
  '12',
  '13',
  '24',
  '51',
  '65',
  '75',
  '79',
  '99',
] as const;
export type VnpayResponseCode = (typeof VNPAY_RESPONSE_CODES)[number];

export function knownResponseCode(value: string | null | undefined): VnpayResponseCode {
  return (VNPAY_RESPONSE_CODES as readonly string[]).includes(value ?? '') ? (value as VnpayResponseCode) : '99';
}

/** 00: paid · 24: the buyer cancelled at the gateway. */
export const VNPAY_SUCCESS = '00';
export const VNPAY_CANCELLED = '24';
