import { randomBytes } from 'node:crypto';
import * as sandboxTransactionRepository from '../repositories/sandbox-transaction-repository';
import {
  hasValidMerchantHash,
  merchantHash,
  QUERYDR_REQUEST_ORDER,
  QUERYDR_RESPONSE_ORDER,
  REFUND_REQUEST_ORDER,
  REFUND_RESPONSE_ORDER,
  type MerchantFields,
} from './vnpay-merchant-api';
import { formatVnpDate } from './vnpay-signature';

/**
 * The sandbox gateway's merchant API: answers querydr and refund calls as VNPay does, with
 * the same signed JSON, from its own ledger (sandbox_transactions). Response codes are
 * VNPay's: 00 done, 02 wrong terminal, 03 malformed, 91 no such transaction, 94 a refund
 * of it is already being handled, 95 not refundable (never paid), 97 bad checksum, 99 other.
 */

export interface SandboxKeys {
  tmnCode: string;
  hashSecret: string;
}

const MESSAGES: Record<string, string> = {
  '00': 'Request processed',
  '02': 'Invalid merchant',
  '03': 'Invalid data format',
  '91': 'Transaction not found',
  '94': 'Duplicate request',
  '95': 'Transaction not refundable',
  '97': 'Invalid checksum',
  '99': 'Unknown error',
};

export async function answerSandboxCall(body: MerchantFields, keys: SandboxKeys): Promise<MerchantFields> {
  switch (body.vnp_Command) {
    case 'querydr':
      return answerQuery(body, keys);
    case 'refund':
      return answerRefund(body, keys);
    default:
      return sign({ ...base(body, keys, '03') }, QUERYDR_RESPONSE_ORDER, keys);
  }
}

async function answerQuery(body: MerchantFields, keys: SandboxKeys): Promise<MerchantFields> {
  const refused = refusal(body, QUERYDR_REQUEST_ORDER, keys);
  if (refused) return sign(base(body, keys, refused), QUERYDR_RESPONSE_ORDER, keys);
  const found = await sandboxTransactionRepository.find(body.vnp_TxnRef!);
  if (!found) return sign(base(body, keys, '91'), QUERYDR_RESPONSE_ORDER, keys);
  const refundType = found.refundedVnd === 0 ? '01' : found.refundedVnd === found.amountVnd ? '02' : '03';
  return sign(
    {
      ...base(body, keys, '00'),
      vnp_Amount: String(found.amountVnd * 100),
      vnp_BankCode: found.bankCode,
      vnp_PayDate: formatVnpDate(found.payDate),
      vnp_TransactionNo: found.transactionNo,
      vnp_TransactionType: refundType,
      vnp_TransactionStatus: found.transactionStatus,
      vnp_OrderInfo: found.orderInfo,
    },
    QUERYDR_RESPONSE_ORDER,
    keys,
  );
}

async function answerRefund(body: MerchantFields, keys: SandboxKeys): Promise<MerchantFields> {
  const refused = refusal(body, REFUND_REQUEST_ORDER, keys);
  if (refused) return sign(base(body, keys, refused), REFUND_RESPONSE_ORDER, keys);
  const amount = Number(body.vnp_Amount) / 100;
  const type = body.vnp_TransactionType;
  if (!Number.isSafeInteger(amount) || amount <= 0 || (type !== '02' && type !== '03')) {
    return sign(base(body, keys, '03'), REFUND_RESPONSE_ORDER, keys);
  }
  const found = await sandboxTransactionRepository.find(body.vnp_TxnRef!);
  if (!found) return sign(base(body, keys, '91'), REFUND_RESPONSE_ORDER, keys);
  if (found.transactionStatus !== '00') return sign(base(body, keys, '95'), REFUND_RESPONSE_ORDER, keys);
  // A full refund gives back the whole amount of an untouched payment; a partial one, less than what is left.
  const fits = type === '02' ? found.refundedVnd === 0 && amount === found.amountVnd : amount < found.amountVnd;
  if (!fits) return sign(base(body, keys, '03'), REFUND_RESPONSE_ORDER, keys);
  const after = await sandboxTransactionRepository.takeRefund(found.txnRef, amount);
  if (!after) return sign(base(body, keys, '94'), REFUND_RESPONSE_ORDER, keys);
  return sign(
    {
      ...base(body, keys, '00'),
      vnp_Amount: body.vnp_Amount!,
      vnp_BankCode: found.bankCode,
      vnp_PayDate: formatVnpDate(new Date()),
      vnp_TransactionNo: found.transactionNo,
      vnp_TransactionType: type,
      vnp_TransactionStatus: '05',
      vnp_OrderInfo: body.vnp_OrderInfo ?? '',
    },
    REFUND_RESPONSE_ORDER,
    keys,
  );
}

/** Why a call is refused before it is looked at, in VNPay's codes; null when it is not. */
function refusal(body: MerchantFields, order: readonly string[], keys: SandboxKeys): string | null {
  if (!hasValidMerchantHash(body, order, keys.hashSecret)) return '97';
  if (body.vnp_TmnCode !== keys.tmnCode) return '02';
  if (body.vnp_Version !== '2.1.0' || !body.vnp_RequestId || !body.vnp_TxnRef) return '03';
  return null;
}

function base(body: MerchantFields, keys: SandboxKeys, code: string): MerchantFields {
  return {
    vnp_ResponseId: randomBytes(16).toString('hex'),
    vnp_Command: body.vnp_Command ?? '',
    vnp_ResponseCode: code,
    vnp_Message: MESSAGES[code] ?? MESSAGES['99']!,
    vnp_TmnCode: keys.tmnCode,
    vnp_TxnRef: body.vnp_TxnRef ?? '',
  };
}

function sign(fields: MerchantFields, order: readonly string[], keys: SandboxKeys): MerchantFields {
  return { ...fields, vnp_SecureHash: merchantHash(fields, order, keys.hashSecret) };
}
