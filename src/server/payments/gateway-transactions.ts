import type { Payment, RefundKind } from '../db/schema/orders';
import { gatewayConfig, GatewayUnreachableError, type GatewayConfig } from './gateway-config';
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
 * The shop's client of the gateway's merchant API (VNPay 2.1.0 querydr and refund): builds
 * and signs each call, sends it through the gateway's transport (HTTPS to VNPay, or the
 * sandbox in process), and checks the answer's signature. Only a signed answer about the
 * attempt asked after is `trusted`; callers act on nothing else.
 */

export interface MerchantAnswer {
  /** What was sent (the signed call), kept with the answer in the payment events. */
  request: MerchantFields;
  /** The answer's fields as received; empty when the body was not a flat JSON object. */
  fields: MerchantFields;
  /** Signed with our secret, and about the attempt asked after. */
  trusted: boolean;
}

export interface CallContext {
  /** The address of whoever asked (the admin, the buyer), or the server's own for the sweep. */
  ip: string;
  now?: Date;
}

export async function queryPayment(
  payment: Pick<Payment, 'txnRef' | 'createdAt'>,
  requestId: string,
  context: CallContext,
): Promise<MerchantAnswer> {
  const config = requireConfig();
  const request: MerchantFields = {
    vnp_RequestId: requestId,
    vnp_Version: '2.1.0',
    vnp_Command: 'querydr',
    vnp_TmnCode: config.tmnCode,
    vnp_TxnRef: payment.txnRef,
    vnp_OrderInfo: `Query ${payment.txnRef}`,
    // The payment request's vnp_CreateDate: the attempt's row is written with that instant.
    vnp_TransactionDate: formatVnpDate(payment.createdAt),
    vnp_CreateDate: formatVnpDate(context.now ?? new Date()),
    vnp_IpAddr: context.ip,
  };
  return call(config, request, QUERYDR_REQUEST_ORDER, QUERYDR_RESPONSE_ORDER);
}

export interface RefundCall {
  payment: Pick<Payment, 'txnRef' | 'createdAt' | 'transactionNo'>;
  requestId: string;
  kind: RefundKind;
  amountVnd: number;
  /** Who asked for it (VNPay's vnp_CreateBy): the admin's email, or "system". */
  createdBy: string;
}

export async function refundPayment(refund: RefundCall, context: CallContext): Promise<MerchantAnswer> {
  const config = requireConfig();
  const request: MerchantFields = {
    vnp_RequestId: refund.requestId,
    vnp_Version: '2.1.0',
    vnp_Command: 'refund',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionType: refund.kind === 'full' ? '02' : '03',
    vnp_TxnRef: refund.payment.txnRef,
    vnp_Amount: String(refund.amountVnd * 100),
    vnp_OrderInfo: `Refund ${refund.payment.txnRef}`,
    vnp_TransactionNo: refund.payment.transactionNo ?? '0',
    vnp_TransactionDate: formatVnpDate(refund.payment.createdAt),
    vnp_CreateBy: refund.createdBy,
    vnp_CreateDate: formatVnpDate(context.now ?? new Date()),
    vnp_IpAddr: context.ip,
  };
  return call(config, request, REFUND_REQUEST_ORDER, REFUND_RESPONSE_ORDER);
}

function requireConfig(): GatewayConfig {
  const config = gatewayConfig();
  if (!config) throw new GatewayUnreachableError('no payment gateway is configured');
  return config;
}

async function call(
  config: GatewayConfig,
  fields: MerchantFields,
  requestOrder: readonly string[],
  responseOrder: readonly string[],
): Promise<MerchantAnswer> {
  const request = { ...fields, vnp_SecureHash: merchantHash(fields, requestOrder, config.hashSecret) };
  const answer = await config.callMerchantApi(request);
  const trusted =
    hasValidMerchantHash(answer, responseOrder, config.hashSecret) &&
    answer.vnp_TxnRef === fields.vnp_TxnRef &&
    answer.vnp_Command === fields.vnp_Command &&
    answer.vnp_TmnCode === config.tmnCode;
  return { request, fields: answer, trusted };
}
