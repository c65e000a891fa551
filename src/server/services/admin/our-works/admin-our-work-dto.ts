import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import type { OurWork } from '../../../db/schema/our-works';

/** A project as the back office shows it; also what the audit log keeps before and after a write. */
export function toAdminOurWork(row: OurWork): AdminOurWork {
  return {
    id: row.id,
    slug: row.slug,
    status: row.publishedAt === null ? 'draft' : 'published',
    title: { en: row.titleEn, vi: row.titleVi },
    client_name: row.clientName,
    industry: { en: row.industryEn, vi: row.industryVi },
    summary: { en: row.summaryEn, vi: row.summaryVi },
    outcome: { en: row.outcomeEn, vi: row.outcomeVi },
    stack: row.stack,
    images: row.images,
    year: row.year,
    position: row.position,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields an admin changes, for the audit log (the place in the showcase and the creation date left out). */
export function ourWorkSnapshot(row: OurWork) {
  const { position: _position, created_at: _created, ...fields } = toAdminOurWork(row);
  return fields;
}
