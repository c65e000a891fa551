import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hasValidMerchantHash,
  merchantFieldsOf,
  merchantHash,
  newRequestId,
  QUERYDR_REQUEST_ORDER,
  REFUND_REQUEST_ORDER,
  REFUND_RESPONSE_ORDER,
} from '@/server/payments/vnpay-merchant-api';

const SECRET = 'SECRETKEYFORTESTS0123456789ABCDEF';

const query = {
  vnp_RequestId: 'a1b2c3',
  vnp_Version: '2.1.0',
  vnp_Command: 'querydr',
  vnp_TmnCode: 'LEARNHUB',
  vnp_TxnRef: 'TXN123',
  vnp_OrderInfo: 'Query TXN123',
  vnp_TransactionDate: '20261126101500',
  vnp_CreateDate: '20261126103000',
  vnp_IpAddr: '203.0.113.7',
};

describe("VNPay's merchant API checksums (querydr, refund)", () => {
  it('signs the values in VNPay\'s fixed order, joined by "|", with HMAC-SHA512', () => {
    // Written out by hand from VNPay's querydr page, field by field.
    const data = 'a1b2c3|2.1.0|querydr|LEARNHUB|TXN123|20261126101500|20261126103000|203.0.113.7|Query TXN123';
    expect(merchantHash(query, QUERYDR_REQUEST_ORDER, SECRET)).toBe(
      createHmac('sha512', SECRET).update(data).digest('hex'),
    );
  });

  it('counts an absent field as empty, so a refund without a transaction number still signs', () => {
    const refund = {
      ...query,
      vnp_Command: 'refund',
      vnp_TransactionType: '02',
      vnp_Amount: '30000000',
      vnp_CreateBy: 'a@b.c',
    };
    const data =
      'a1b2c3|2.1.0|refund|LEARNHUB|02|TXN123|30000000||20261126101500|a@b.c|20261126103000|203.0.113.7|Query TXN123';
    expect(merchantHash(refund, REFUND_REQUEST_ORDER, SECRET)).toBe(
      createHmac('sha512', SECRET).update(data).digest('hex'),
    );
  });

  it('accepts its own signature in either case and refuses any change, another key, or no hash', () => {
    const signed = { ...query, vnp_SecureHash: merchantHash(query, QUERYDR_REQUEST_ORDER, SECRET) };
    expect(hasValidMerchantHash(signed, QUERYDR_REQUEST_ORDER, SECRET)).toBe(true);
    expect(
      hasValidMerchantHash(
        { ...signed, vnp_SecureHash: signed.vnp_SecureHash.toUpperCase() },
        QUERYDR_REQUEST_ORDER,
        SECRET,
      ),
    ).toBe(true);
    expect(hasValidMerchantHash({ ...signed, vnp_TxnRef: 'TXN124' }, QUERYDR_REQUEST_ORDER, SECRET)).toBe(false);
    expect(hasValidMerchantHash(signed, QUERYDR_REQUEST_ORDER, `${SECRET}x`)).toBe(false);
    expect(hasValidMerchantHash(query, QUERYDR_REQUEST_ORDER, SECRET)).toBe(false);
    expect(hasValidMerchantHash({ ...signed, vnp_SecureHash: 'zz' }, QUERYDR_REQUEST_ORDER, SECRET)).toBe(false);
    // A field the order does not name is not signed: the answer's extras cannot forge a change.
    expect(hasValidMerchantHash({ ...signed, vnp_Extra: '1' }, QUERYDR_REQUEST_ORDER, SECRET)).toBe(true);
  });

  it('reads an answer as flat string fields (VNPay writes some as numbers) and refuses anything else', () => {
    expect(merchantFieldsOf({ vnp_ResponseCode: '00', vnp_Amount: 30000000, other: { x: 1 } })).toEqual({
      vnp_ResponseCode: '00',
      vnp_Amount: '30000000',
    });
    expect(merchantFieldsOf({ vnp_Amount: { value: 1 } })).toBeNull();
    expect(merchantFieldsOf([1, 2])).toBeNull();
    expect(merchantFieldsOf('00')).toBeNull();
    expect(merchantFieldsOf(null)).toBeNull();
    expect(REFUND_RESPONSE_ORDER).toContain('vnp_TransactionStatus');
  });

  it('draws a new 32-hex request id per call', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
