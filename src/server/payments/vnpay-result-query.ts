import * as z from 'zod';

const VNP_DATE = /^\d{14}$/;

/**
 * The signed result VNPay 2.1.0 sends: to the IPN (server to server) and, through the
 * buyer's browser, to the return URL, as query parameters. The handlers read the query
 * themselves (vnpParamsOf) rather than through the wrapper, because the checksum covers
 * every vnp_* parameter sent, known here or not, and a refused IPN must be answered in
 * VNPay's terms (RspCode 97/99), never with 400. The API reference documents this schema as
 * those routes' parameters; the IPN parses the fields it acts on with it (handle-vnpay-ipn).
 */
export const vnpayResultQuerySchema = z.looseObject({
  vnp_TmnCode: z.string().max(20).describe("The merchant's terminal code."),
  vnp_Amount: z
    .string()
    .regex(/^\d{1,15}$/)
    .describe('The amount paid × 100, as VNPay writes it (checked against the order).'),
  vnp_BankCode: z.string().max(50).optional().describe('The bank or wallet used.'),
  vnp_BankTranNo: z.string().max(255).optional().describe("The bank's transaction number."),
  vnp_CardType: z.string().max(20).optional().describe('ATM, QRCODE, …'),
  vnp_OrderInfo: z.string().max(255).optional().describe('The order description sent with the request.'),
  vnp_PayDate: z.string().regex(VNP_DATE).optional().describe('yyyyMMddHHmmss, Vietnam time (GMT+7).'),
  vnp_ResponseCode: z
    .string()
    .regex(/^\d{2}$/)
    .describe('00 paid; 24 cancelled by the buyer; other codes a failure (VNPay\'s "Bảng mã lỗi").'),
  vnp_TransactionNo: z.string().max(50).optional().describe("VNPay's transaction number (0 when nothing was paid)."),
  vnp_TransactionStatus: z
    .string()
    .regex(/^\d{2}$/)
    .describe('00 when the money moved; the order is paid only when this and vnp_ResponseCode are both 00.'),
  vnp_TxnRef: z.string().min(1).max(100).describe('The payment attempt this result is about (new per attempt).'),
  vnp_SecureHashType: z.string().optional().describe('HmacSHA512 when sent (not part of the signed data).'),
  vnp_SecureHash: z
    .string()
    .regex(/^[0-9a-fA-F]{128}$/)
    .describe('HMAC-SHA512 (hex) of the other vnp_* parameters, sorted by name: an invalid one is refused.'),
});
