import type { OurWorkDto } from '@/lib/content/our-work-types';
import type { Locale } from '@/lib/locales';
import * as ourWorkRepository from '../../repositories/our-work-repository';

/** GET /api/source-codes/our-works: the showcase's projects, in showcase order and the reply's language. */
export async function listOurWorks(language: Locale): Promise<OurWorkDto[]> {
  const vi = language === 'vi';
  return (await ourWorkRepository.listAll()).map((work) => ({
    id: work.id,
    slug: work.slug,
    title: vi ? work.titleVi : work.titleEn,
    client: work.clientName,
    industry: vi ? work.industryVi : work.industryEn,
    summary: vi ? work.summaryVi : work.summaryEn,
    outcome: vi ? work.outcomeVi : work.outcomeEn,
    stack: work.stack,
    images: work.images,
    year: work.year,
  }));
}
