import type { OurWorkDto } from '@/lib/content/our-work-types';
import type { Locale } from '@/lib/locales';
import { createTtlCache, PUBLIC_READ_TTL_MS } from '../../cache/ttl-cache';
import * as ourWorkRepository from '../../repositories/our-work-repository';
import { localized } from '../../i18n/localized';

// The same for every visitor, one list per language; only the seed writes it.
const showcases = createTtlCache<OurWorkDto[]>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries: 2 });

/** GET /api/source-codes/our-works: the showcase's projects, in showcase order and the reply's language. */
export function listOurWorks(language: Locale): Promise<OurWorkDto[]> {
  return showcases.get(language, () => readOurWorks(language));
}

async function readOurWorks(language: Locale): Promise<OurWorkDto[]> {
  return (await ourWorkRepository.listAll()).map((work) => ({
    id: work.id,
    slug: work.slug,
    title: localized(work.titleEn, work.titleVi, language),
    client: work.clientName,
    industry: localized(work.industryEn, work.industryVi, language),
    summary: localized(work.summaryEn, work.summaryVi, language),
    outcome: localized(work.outcomeEn, work.outcomeVi, language),
    stack: work.stack,
    images: work.images,
    year: work.year,
  }));
}
