import type { AuthUser } from '../../auth/auth-user';
import type { Executor } from '../../db/types';
import * as auditLogRepository from '../../repositories/audit-log-repository';

export interface AuditedWrite {
  /** `<entity>.<verb>`: `course.create`, `lesson.reorder`… */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The record as it was (null for a creation) and as it is now (null for a deletion). */
  before?: unknown;
  after?: unknown;
}

/** Who the audit log names for the server's own timed work (a scheduled post published). */
export const SERVER_ACTOR = { id: null, email: 'server' } as const;

/**
 * Records one back-office write (DESIGN.md §9). Call it with the transaction that makes the
 * write, so both happen or neither does. Dates become ISO strings in the JSON columns.
 */
export async function recordAudit(
  db: Executor,
  actor: Pick<AuthUser, 'id' | 'email'> | typeof SERVER_ACTOR,
  write: AuditedWrite,
): Promise<void> {
  await auditLogRepository.insert(
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: write.action,
      entityType: write.entityType,
      entityId: String(write.entityId),
      before: toJson(write.before),
      after: toJson(write.after),
    },
    db,
  );
}

const STATUS_VERBS = { draft: 'unpublish', published: 'publish', archived: 'archive' } as const;

/**
 * The action of a PATCH to a record with a status: `<entity>.publish`, `.unpublish` or
 * `.archive` when the status is all it sent (the log then reads as what was done), else
 * `<entity>.update`.
 */
export function updateAction(entity: string, input: { status?: keyof typeof STATUS_VERBS }): string {
  return input.status !== undefined && Object.keys(input).length === 1
    ? `${entity}.${STATUS_VERBS[input.status]}`
    : `${entity}.update`;
}

function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
