import type { OurWorkDto } from '@/lib/content/our-work-types';
import type { Locale } from '@/lib/locales';
import * as ourWorkRepository from '../../repositories/our-work-repository';
import { localized } from '../../i18n/localized';
import { createShowcaseCache } from './showcase-cache';

// The same for every visitor, one list per language.
const showcases = createShowcaseCache<OurWorkDto[]>(2);

/** GET /api/source-codes/our-works and /our-works: the published projects, in showcase order and the reply's language. */
export function listOurWorks(language: Locale): Promise<OurWorkDto[]> {
  return showcases.get(language, () => readOurWorks(language));
}

async function readOurWorks(language: Locale): Promise<OurWorkDto[]> {
  return (await ourWorkRepository.listPublished()).map((work) => ({
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
