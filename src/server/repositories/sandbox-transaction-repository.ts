import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { sandboxTransactions, type SandboxTransaction } from '../db/schema/sandbox-gateway';
import type { Executor } from '../db/types';

/** The sandbox gateway's ledger (what it would know as VNPay). */

/** Records a payment's outcome; a repeat of one attempt keeps the first (VNPay settles once). */
export async function record(transaction: Omit<SandboxTransaction, 'refundedVnd'>, db: Executor = getDb()) {
  await db.insert(sandboxTransactions).values(transaction).onConflictDoNothing({ target: sandboxTransactions.txnRef });
}

export async function find(txnRef: string, db: Executor = getDb()): Promise<SandboxTransaction | null> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txnRef, txnRef)).limit(1);
  return row ?? null;
}

/**
 * Gives back `amountVnd` of a paid transaction when that much is left, in one statement
 * (two refunds racing each other cannot both take the last of it). The row after, or null.
 */
export async function takeRefund(
  txnRef: string,
  amountVnd: number,
  db: Executor = getDb(),
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ refundedVnd: sql`${sandboxTransactions.refundedVnd} + ${amountVnd}` })
    .where(
      sql`${sandboxTransactions.txnRef} = ${txnRef} and ${sandboxTransactions.transactionStatus} = '00'
        and ${sandboxTransactions.refundedVnd} + ${amountVnd} <= ${sandboxTransactions.amountVnd}`,
    )
    .returning();
  return row ?? null;
}
