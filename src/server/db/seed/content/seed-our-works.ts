import * as ourWorkRepository from '../../../repositories/our-work-repository';
import type { Executor } from '../../types';
import { OUR_WORKS } from './our-works';

/** Loads the showcase: every project upserted by slug, in the order of OUR_WORKS. */
export async function seedOurWorks(db: Executor): Promise<void> {
  for (const [position, work] of OUR_WORKS.entries()) {
    await ourWorkRepository.upsertBySlug(
      {
        slug: work.slug,
        titleEn: work.title.en,
        titleVi: work.title.vi,
        clientName: work.clientName,
        industryEn: work.industry.en,
        industryVi: work.industry.vi,
        summaryEn: work.summary.en,
        summaryVi: work.summary.vi,
        outcomeEn: work.outcome.en,
        outcomeVi: work.outcome.vi,
        stack: work.stack,
        images: work.images.map((file) => `/images/our-works/${file}`),
        year: work.year,
        position,
      },
      db,
    );
  }
}
