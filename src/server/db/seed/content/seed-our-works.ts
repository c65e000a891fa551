import * as ourWorkRepository from '../../../repositories/our-work-repository';
import type { Executor } from '../../types';
import { OUR_WORKS } from './our-works';

/**
 * Loads the showcase, published, in the order of OUR_WORKS: each project the database does
 * not hold yet, by slug; the ones it holds are the back office's to change.
 */
export async function seedOurWorks(db: Executor, now: Date = new Date()): Promise<void> {
  for (const [position, work] of OUR_WORKS.entries()) {
    await ourWorkRepository.insertUnlessPresent(
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
        publishedAt: now,
      },
      db,
    );
  }
}
