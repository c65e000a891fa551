import { describe, expect, it } from 'vitest';
import {
  formatVnpDate,
  hasValidSignature,
  parseVnpDate,
  signedData,
  signedUrl,
  vnpParamsOf,
  vnpSecureHash,
} from '@/server/payments/vnpay-signature';

/*
 * Fixed vectors computed outside this code base: the signed string with Python's
 * urllib.parse.quote_plus (safe="-_.!~*'()", i.e. encodeURIComponent with "+" for spaces)
 * over the sorted keys, the hash with `openssl dgst -sha512 -hmac <secret>`. The payment
 * request is VNPay's own documentation example (its string matches the example URL).
 */
const SECRET = 'SECRETKEYFORTESTS0123456789ABCDEF';

const PAYMENT = {
  vnp_Version: '2.1.0',
  vnp_Command: 'pay',
  vnp_TmnCode: 'DEMOV210',
  vnp_Amount: '1806000',
  vnp_CreateDate: '20210801153333',
  vnp_CurrCode: 'VND',
  vnp_IpAddr: '127.0.0.1',
  vnp_Locale: 'vn',
  vnp_OrderInfo: 'Thanh toan don hang :5',
  vnp_OrderType: 'other',
  vnp_ReturnUrl: 'https://domainmerchant.vn/ReturnUrl',
  vnp_TxnRef: '5',
};
const PAYMENT_DATA =
  'vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1' +
  '&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other' +
  '&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0';
const PAYMENT_HASH =
  '8e69b8dd7f20b8e00c4154274c9934e0a8ab36411061c669b78fe1dbfb9ddc1bc1f425a3b6042c3f4c2d84f15e607ea01beac33622d2e87919e3f066fba1eb74';

const NOTICE = {
  vnp_Amount: '1806000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14226112',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toán đơn hàng LH7K2M9Q4X',
  vnp_PayDate: '20231207170112',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'DEMOV210',
  vnp_TransactionNo: '14226112',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: '5',
};
const NOTICE_HASH =
  'a5424b2e89e9e3a99b0aca24d51a271870b632905d6bd1d49a27e1abf17d71cc79a3d5f1a32184b485eb943cb67d96d73fca65247ace084744ec97a16aae545e';

describe('VNPay 2.1.0 signing', () => {
  it('writes the sorted, URL-encoded parameters as VNPay documents them', () => {
    expect(signedData(PAYMENT)).toBe(PAYMENT_DATA);
  });

  it('signs them with HMAC-SHA512', () => {
    expect(vnpSecureHash(PAYMENT, SECRET)).toBe(PAYMENT_HASH);
    expect(vnpSecureHash(NOTICE, SECRET)).toBe(NOTICE_HASH);
  });

  it('builds the payment URL: the signed string, then vnp_SecureHash', () => {
    expect(signedUrl('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html', PAYMENT, SECRET)).toBe(
      `https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?${PAYMENT_DATA}&vnp_SecureHash=${PAYMENT_HASH}`,
    );
  });

  it('leaves the hash fields and anything that is not vnp_* out of the signed data', () => {
    expect(signedData({ ...PAYMENT, vnp_SecureHash: 'x', vnp_SecureHashType: 'HmacSHA512', lang: 'vi' })).toBe(
      PAYMENT_DATA,
    );
  });
});

describe('VNPay 2.1.0 verification', () => {
  it('accepts the vector, in either hex case', () => {
    expect(hasValidSignature({ ...NOTICE, vnp_SecureHash: NOTICE_HASH }, SECRET)).toBe(true);
    expect(hasValidSignature({ ...NOTICE, vnp_SecureHash: NOTICE_HASH.toUpperCase() }, SECRET)).toBe(true);
    expect(
      hasValidSignature({ ...NOTICE, vnp_SecureHashType: 'HmacSHA512', vnp_SecureHash: NOTICE_HASH }, SECRET),
    ).toBe(true);
  });

  it('refuses a changed field, an added field, another secret and malformed hashes', () => {
    expect(hasValidSignature({ ...NOTICE, vnp_Amount: '1806100', vnp_SecureHash: NOTICE_HASH }, SECRET)).toBe(false);
    expect(hasValidSignature({ ...NOTICE, vnp_ResponseCode: '24', vnp_SecureHash: NOTICE_HASH }, SECRET)).toBe(false);
    expect(hasValidSignature({ ...NOTICE, vnp_Extra: '1', vnp_SecureHash: NOTICE_HASH }, SECRET)).toBe(false);
    expect(hasValidSignature({ ...NOTICE, vnp_SecureHash: NOTICE_HASH }, `${SECRET}x`)).toBe(false);
    for (const hash of ['', NOTICE_HASH.slice(0, 126), `${NOTICE_HASH}00`, NOTICE_HASH.replace(/.$/, 'g')]) {
      expect(hasValidSignature({ ...NOTICE, vnp_SecureHash: hash }, SECRET)).toBe(false);
    }
    const withoutRef: Record<string, string> = { ...NOTICE, vnp_SecureHash: NOTICE_HASH };
    delete withoutRef.vnp_TxnRef;
    expect(hasValidSignature(withoutRef, SECRET)).toBe(false);
  });

  it('reads only single-valued vnp_* query parameters', () => {
    expect(vnpParamsOf({ vnp_TxnRef: '5', lang: 'vi', page: ['1', '2'] })).toEqual({ vnp_TxnRef: '5' });
    expect(vnpParamsOf({ vnp_TxnRef: ['5', '6'] })).toBeNull();
  });
});

describe('VNPay dates (GMT+7)', () => {
  it('writes and reads yyyyMMddHHmmss in Vietnam time', () => {
    expect(formatVnpDate(new Date('2021-08-01T08:33:33Z'))).toBe('20210801153333');
    expect(formatVnpDate(new Date('2023-12-31T20:05:09Z'))).toBe('20240101030509');
    expect(parseVnpDate('20240101030509')?.toISOString()).toBe('2023-12-31T20:05:09.000Z');
    expect(parseVnpDate('2024-01-01')).toBeNull();
  });
});
