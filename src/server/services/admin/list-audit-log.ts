import type { AuditEntry } from '@/lib/admin/admin-types';
import type { AuditLogQuery } from '@/schemas/admin';
import type { AuditLogRow } from '../../db/schema/audit-log';
import * as auditLogRepository from '../../repositories/audit-log-repository';
import { pageCount, pageWindow } from '../paging';
import { vietnamDayStart } from './get-dashboard';

export interface AuditLogPage {
  items: AuditEntry[];
  page: number;
  totalPage: number;
}

/** The start of a calendar day in Vietnam (`2026-11-26` → 2026-11-25T17:00Z). */
function dayStart(day: string, daysAfter = 0): Date {
  return vietnamDayStart(new Date(`${day}T12:00:00+07:00`), -daysAfter);
}

/** GET /api/admin/audit-log and /admin/audit-log: the back office's writes, newest first by default. */
export async function listAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  const { rows, total } = await auditLogRepository.list({
    action: query.action,
    entityType: query.entity_type,
    entityId: query.entity_id,
    actorId: query.actor,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(query.to, 1) : undefined,
    sort: query.sort,
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toAuditEntry), page: query.page, totalPage: pageCount(total, query.page_size) };
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
