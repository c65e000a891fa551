import type { OurWorkDto } from '@/lib/content/our-work-types';
import type { Locale } from '@/lib/locales';
import * as ourWorkRepository from '../../repositories/our-work-repository';
import { localized } from '../../i18n/localized';

/** GET /api/source-codes/our-works: the showcase's projects, in showcase order and the reply's language. */
export async function listOurWorks(language: Locale): Promise<OurWorkDto[]> {
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
