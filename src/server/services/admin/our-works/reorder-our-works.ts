import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import type { OurWorkOrderInput } from '@/schemas/admin-our-works';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { fieldError } from '../../../http/validation';
import * as adminOurWorkRepository from '../../../repositories/admin-our-work-repository';
import { forgetShowcaseReads } from '../../showcase/showcase-cache';
import { recordAudit } from '../record-audit';
import { toAdminOurWork } from './admin-our-work-dto';

/** Whether two lists hold the same ids, each once, whatever their order. */
function sameSet(sent: readonly number[], current: readonly number[]): boolean {
  const held = new Set(current);
  return new Set(sent).size === sent.length && sent.length === current.length && sent.every((id) => held.has(id));
}

/**
 * PUT /api/admin/our-works/order: the showcase's new order. It must name every project,
 * drafts too, exactly once: a stale list (missing a project added since, or naming one
 * deleted) is refused rather than guessed at. Two statements, whatever the number of
 * projects: the rows read and locked in their current order, then one UPDATE.
 */
export async function reorderOurWorks(input: OurWorkOrderInput, actor: AuthUser): Promise<AdminOurWork[]> {
  const works = await getDb().transaction(async (tx) => {
    const rows = await adminOurWorkRepository.lockAll(tx);
    const before = rows.map((row) => row.id);
    if (!sameSet(input.ids, before)) {
      throw fieldError('ids', 'Send every project of the showcase exactly once; reload the list and try again.');
    }
    await adminOurWorkRepository.writeOrder(input.ids, tx);
    await recordAudit(tx, actor, {
      action: 'our_work.reorder',
      entityType: 'our_work',
      entityId: 'showcase',
      before: { ids: before },
      after: { ids: input.ids },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return input.ids.map((id, position) => toAdminOurWork({ ...byId.get(id)!, position }));
  });
  forgetShowcaseReads();
  return works;
}
