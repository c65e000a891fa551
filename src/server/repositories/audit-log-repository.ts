import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { auditLog, type AuditLogRow } from '../db/schema/audit-log';
import type { Executor } from '../db/types';

/** Database access for `audit_log`: rows are added, listed and never changed. */

export interface NewAuditRow {
  /** Null for the server's own timed work (a scheduled post published). */
  actorId: string | null;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export async function insert(row: NewAuditRow, db: Executor = getDb()): Promise<void> {
  await db.insert(auditLog).values({ ...row, before: row.before ?? null, after: row.after ?? null });
}

export interface AuditFilters {
  action?: string;
  entityType?: string;
  entityId?: string;
  actorId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  sort: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

export async function list(
  filters: AuditFilters,
  db: Executor = getDb(),
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from));
  if (filters.to) conditions.push(lt(auditLog.createdAt, filters.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    filters.sort === 'oldest'
      ? [asc(auditLog.createdAt), asc(auditLog.id)]
      : [desc(auditLog.createdAt), desc(auditLog.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The first time `action` was done to a record, or null: for writes allowed once. */
export async function findFirst(
  where: { action: string; entityType: string; entityId: string },
  db: Executor = getDb(),
): Promise<AuditLogRow | null> {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, where.action),
        eq(auditLog.entityType, where.entityType),
        eq(auditLog.entityId, where.entityId),
      ),
    )
    .orderBy(asc(auditLog.createdAt))
    .limit(1);
  return row ?? null;
}
