import type { AdminSubscriber } from '@/lib/admin/admin-newsletter-types';
import { inertInSpreadsheets, writeCsv } from '@/lib/text/csv-records';
import type { AdminSubscribersQuery, SubscribersExportQuery } from '@/schemas/admin-newsletter';
import * as adminNewsletterRepository from '../../../repositories/admin-newsletter-repository';
import { pageCount, pageWindow } from '../../paging';
import { toAdminSubscriber } from './newsletter-dto';

/** GET /api/admin/newsletter/subscribers and the page's Subscribers tab: newest first, searched and filtered. */
export async function listAdminSubscribers(
  query: AdminSubscribersQuery,
): Promise<{ items: AdminSubscriber[]; page: number; totalPage: number }> {
  const { rows, total } = await adminNewsletterRepository.listSubscribers({
    keyword: query.q,
    status: query.status,
    language: query.language,
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toAdminSubscriber), page: query.page, totalPage: pageCount(total, query.page_size) };
}

const COLUMNS = ['email', 'language', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'] as const;

/**
 * GET /api/admin/newsletter/subscribers/export: every subscriber the list's filters match, as
 * CSV (RFC 4180, UTF-8 with a byte order mark so Excel reads the file as UTF-8), times in
 * ISO 8601 UTC. A reader types their own address: cells are made inert in spreadsheets.
 */
export async function exportSubscribersCsv(
  query: SubscribersExportQuery,
  now: Date = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const rows = await adminNewsletterRepository.exportSubscribers({
    keyword: query.q,
    status: query.status,
    language: query.language,
  });
  const records = rows.map((row) =>
    [
      row.email,
      row.language,
      row.status,
      row.createdAt.toISOString(),
      row.confirmedAt?.toISOString() ?? '',
      row.unsubscribedAt?.toISOString() ?? '',
    ].map(inertInSpreadsheets),
  );
  return {
    fileName: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`,
    csv: '\uFEFF' + writeCsv([COLUMNS, ...records]),
  };
}
