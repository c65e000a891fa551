import { randomInt } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { gatewayConfig } from '../../payments/gateway-config';
import {
  formatVnpDate,
  hasValidSignature,
  parseVnpDate,
  signedUrl,
  vnpSecureHash,
  type VnpParams,
} from '../../payments/vnpay-signature';
import * as sandboxTransactionRepository from '../../repositories/sandbox-transaction-repository';
import { handleVnpayIpn } from './handle-vnpay-ipn';

export interface SandboxPayment {
  amountVnd: number;
  orderInfo: string;
  txnRef: string;
  expiresAt: Date | null;
}

/**
 * The sandbox gateway's check of a payment request, as VNPay's page does before showing it:
 * its own terminal code, a valid signature, the fields it needs. Null when it is not one.
 */
export function readSandboxRequest(params: VnpParams): SandboxPayment | null {
  const config = gatewayConfig();
  if (config?.kind !== 'sandbox') throw new AppError('NOT_FOUND', 'The sandbox gateway is not enabled.');
  if (!hasValidSignature(params, config.hashSecret) || params.vnp_TmnCode !== config.tmnCode) return null;
  const amount = Number(params.vnp_Amount);
  if (!params.vnp_TxnRef || !params.vnp_ReturnUrl || !Number.isSafeInteger(amount) || amount <= 0) return null;
  return {
    amountVnd: amount / 100,
    orderInfo: params.vnp_OrderInfo ?? '',
    txnRef: params.vnp_TxnRef,
    expiresAt: params.vnp_ExpireDate ? parseVnpDate(params.vnp_ExpireDate) : null,
  };
}

/**
 * POST /api/payments/sandbox/decision: the buyer approved or cancelled on the sandbox page.
 * Plays VNPay's part exactly: a signed notice to the IPN (server to server, before the
 * buyer comes back), then the buyer's way back to vnp_ReturnUrl with the same signed
 * result. A late approval is a timeout (11), as at VNPay. The outcome goes into the
 * sandbox's ledger, which its querydr and refund calls answer from. `approve_without_notice`
 * plays a lost IPN: the money moves, the shop is not told, and the buyer comes back.
 */
export async function decideSandboxPayment(
  params: VnpParams,
  decision: 'approve' | 'cancel' | 'approve_without_notice',
  log: Logger,
): Promise<{ redirect_url: string }> {
  const request = readSandboxRequest(params);
  if (!request) throw new AppError('PAYMENT_INVALID_SIGNATURE', 'The payment request could not be verified.');
  const config = gatewayConfig()!;
  const now = new Date();
  const late = request.expiresAt !== null && request.expiresAt <= now;
  const responseCode = decision === 'cancel' ? '24' : late ? '11' : '00';
  const paid = responseCode === '00';
  const result: VnpParams = {
    vnp_Amount: params.vnp_Amount!,
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: request.orderInfo,
    vnp_PayDate: formatVnpDate(now),
    vnp_ResponseCode: responseCode,
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionNo: paid ? String(randomInt(10_000_000, 100_000_000)) : '0',
    vnp_TransactionStatus: paid ? '00' : '02',
    vnp_TxnRef: request.txnRef,
  };
  if (paid) result.vnp_BankTranNo = `VNP${randomInt(10_000_000, 100_000_000)}`;
  await sandboxTransactionRepository.record({
    txnRef: request.txnRef,
    amountVnd: request.amountVnd,
    orderInfo: request.orderInfo,
    responseCode,
    transactionStatus: result.vnp_TransactionStatus!,
    transactionNo: result.vnp_TransactionNo!,
    bankCode: result.vnp_BankCode!,
    payDate: now,
  });

  if (decision === 'approve_without_notice') {
    log.info({ txnRef: request.txnRef }, 'sandbox: the payment notice is withheld, as asked');
  } else {
    const reply = await handleVnpayIpn({ ...result, vnp_SecureHash: vnpSecureHash(result, config.hashSecret) }, log);
    if (reply.RspCode !== '00') log.warn({ txnRef: request.txnRef, reply }, 'sandbox: the IPN did not confirm');
  }
  return { redirect_url: signedUrl(params.vnp_ReturnUrl!, result, config.hashSecret) };
}
