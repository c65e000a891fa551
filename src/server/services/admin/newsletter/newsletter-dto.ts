import type {
  AdminIssue,
  AdminIssueListItem,
  AdminSubscriber,
  IssueProgress,
  LanguageProgress,
} from '@/lib/admin/admin-newsletter-types';
import type { DeliveryStatus } from '@/lib/admin/newsletter';
import type { Locale } from '@/lib/locales';
import type { NewsletterIssue, NewsletterSubscriber } from '../../../db/schema/newsletter';

/** The newsletter's reply shapes (src/lib/admin/admin-newsletter-types.ts). */

export function toAdminSubscriber(row: NewsletterSubscriber): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export type DeliveryCount = { issueId: string; language: Locale; status: DeliveryStatus; value: number };

const emptyProgress = (): LanguageProgress => ({
  total: 0,
  queued: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  interrupted: 0,
});

/** An issue's deliveries as the page shows them: `queued` holds the claimed ones too (taken, not started). */
function progressOf(issueId: string, counts: DeliveryCount[]): IssueProgress {
  const progress = { en: emptyProgress(), vi: emptyProgress() };
  for (const count of counts) {
    if (count.issueId !== issueId) continue;
    const language = progress[count.language];
    language.total += count.value;
    language[count.status === 'claimed' ? 'queued' : count.status] += count.value;
  }
  return progress;
}

export function toIssueListItem(row: NewsletterIssue, counts: DeliveryCount[]): AdminIssueListItem {
  return {
    id: row.id,
    subject: { en: row.subjectEn, vi: row.subjectVi },
    status: row.status,
    progress: progressOf(row.id, counts),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    send_started_at: row.sendStartedAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export function toAdminIssue(
  row: NewsletterIssue,
  counts: DeliveryCount[],
  audience: Record<Locale, number>,
): AdminIssue {
  return { ...toIssueListItem(row, counts), body_markdown: { en: row.bodyEn, vi: row.bodyVi }, audience };
}

/** An issue's texts as the audit log keeps them, before and after a change. */
export function issueSnapshot(row: Pick<NewsletterIssue, 'subjectEn' | 'subjectVi' | 'bodyEn' | 'bodyVi' | 'status'>) {
  return {
    subject: { en: row.subjectEn, vi: row.subjectVi },
    body_markdown: { en: row.bodyEn, vi: row.bodyVi },
    status: row.status,
  };
}
