import type { AdminIssue, AdminIssueListItem } from '@/lib/admin/admin-newsletter-types';
import type { AdminIssuesQuery, IssueCreateInput, IssueUpdateInput } from '@/schemas/admin-newsletter';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { NewsletterIssue } from '../../../db/schema/newsletter';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminNewsletterRepository from '../../../repositories/admin-newsletter-repository';
import { pageCount, pageWindow } from '../../paging';
import { definedChanges } from '../defined-changes';
import { recordAudit } from '../record-audit';
import { issueSnapshot, toAdminIssue, toIssueListItem } from './newsletter-dto';

export const issueNotFound = () => new AppError('NOT_FOUND', 'No such newsletter issue.');

/** GET /api/admin/newsletter/issues and the page's Issues tab: newest first, with each send's progress. */
export async function listAdminIssues(
  query: AdminIssuesQuery,
): Promise<{ items: AdminIssueListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await adminNewsletterRepository.listIssues({
    status: query.status,
    ...pageWindow(query.page, query.page_size),
  });
  const counts = await adminNewsletterRepository.countDeliveries(rows.map((row) => row.id));
  return {
    items: rows.map((row) => toIssueListItem(row, counts)),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
  };
}

/** GET /api/admin/newsletter/issues/{id} and its editor: the texts, the send's progress, the readers it would reach. */
export async function getAdminIssue(id: string, db: Executor = getDb()): Promise<AdminIssue> {
  const row = await adminNewsletterRepository.findIssue(id, db);
  if (!row) throw issueNotFound();
  const [counts, audience] = await Promise.all([
    adminNewsletterRepository.countDeliveries([id], db),
    adminNewsletterRepository.countConfirmed(db),
  ]);
  return toAdminIssue(row, counts, audience);
}

/** POST /api/admin/newsletter/issues: a new draft. */
export async function createIssue(input: IssueCreateInput, actor: AuthUser): Promise<AdminIssue> {
  const row = await getDb().transaction(async (tx) => {
    const created = await adminNewsletterRepository.insertIssue(
      {
        subjectEn: input.subject.en,
        subjectVi: input.subject.vi,
        bodyEn: input.body_markdown.en,
        bodyVi: input.body_markdown.vi,
        createdBy: actor.id,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'newsletter.create',
      entityType: 'newsletter_issue',
      entityId: created.id,
      after: issueSnapshot(created),
    });
    return created;
  });
  // A new draft has no deliveries yet.
  return toAdminIssue(row, [], await adminNewsletterRepository.countConfirmed());
}

/** PATCH /api/admin/newsletter/issues/{id}: a draft's texts; once its send has started, it is what was mailed. */
export async function updateIssue(id: string, input: IssueUpdateInput, actor: AuthUser): Promise<AdminIssue> {
  await getDb().transaction(async (tx) => {
    const current = await lockDraft(id, tx);
    const changes = textsOf(input);
    await adminNewsletterRepository.updateIssue(id, changes, tx);
    await recordAudit(tx, actor, {
      action: 'newsletter.update',
      entityType: 'newsletter_issue',
      entityId: id,
      before: issueSnapshot(current),
      after: issueSnapshot({ ...current, ...changes }),
    });
  });
  return getAdminIssue(id);
}

/** DELETE /api/admin/newsletter/issues/{id}: drafts only (a sent issue is the record of what readers got). */
export async function deleteIssue(id: string, actor: AuthUser): Promise<{ deleted: true }> {
  await getDb().transaction(async (tx) => {
    const current = await lockDraft(id, tx);
    await adminNewsletterRepository.deleteIssue(id, tx);
    await recordAudit(tx, actor, {
      action: 'newsletter.delete',
      entityType: 'newsletter_issue',
      entityId: id,
      before: issueSnapshot(current),
    });
  });
  return { deleted: true };
}

async function lockDraft(id: string, tx: Executor): Promise<NewsletterIssue> {
  const current = await adminNewsletterRepository.lockIssue(id, tx);
  if (!current) throw issueNotFound();
  if (current.status !== 'draft') {
    throw new AppError('NEWSLETTER_NOT_DRAFT', 'This issue is being sent or was sent: it can no longer change.');
  }
  return current;
}

/** The columns an update sets: the fields it sent. */
function textsOf(input: IssueUpdateInput) {
  return definedChanges({
    subjectEn: input.subject?.en,
    subjectVi: input.subject?.vi,
    bodyEn: input.body_markdown?.en,
    bodyVi: input.body_markdown?.vi,
  });
}
