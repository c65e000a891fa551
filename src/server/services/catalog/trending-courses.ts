import type { Locale } from '@/lib/locales';
import { createCatalogCache } from './catalog-cache';
import * as courseRepository from '../../repositories/course-repository';
import type { TrendingRow } from '../../repositories/course-repository';
import type { TrendingCourses } from '@/lib/catalog/course-types';
import { summarize } from './summarize-courses';

/** Enrolments and quiz takers younger than this make a course trend. */
const TRENDING_WINDOW_DAYS = 30;
/** Courses listed under `trending`, after the best course. */
const TRENDING_LIST_SIZE = 8;
// One ranking serves both languages: it sums a month of activity, the same for everyone.
const rankings = createCatalogCache<TrendingRow[]>(1);

/**
 * GET /api/exam/trending-courses (spec §3): courses ranked by their activity in the last 30
 * days, new enrolments plus distinct learners who took one of their quizzes (ties: all-time
 * enrolments, rating, id — see courseRepository.rankTrending). The top one is `best_course`;
 * the next ones are `trending`.
 */
export async function getTrendingCourses(language: Locale): Promise<TrendingCourses> {
  const ranked = await rankings.get('ranking', () => {
    const since = new Date(Date.now() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    return courseRepository.rankTrending(since, TRENDING_LIST_SIZE + 1);
  });
  const summaries = summarize(
    ranked.map((row) => row.course),
    language,
  );
  const courses = summaries.map((summary, index) => ({
    ...summary,
    recent_enrolments: ranked[index]!.recentEnrolments,
    recent_test_takers: ranked[index]!.recentTestTakers,
  }));
  return { best_course: courses[0] ?? null, trending: courses.slice(1) };
}
