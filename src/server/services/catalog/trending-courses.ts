import type { Locale } from '@/lib/locales';
import * as courseRepository from '../../repositories/course-repository';
import type { TrendingCourses } from '@/lib/catalog/course-types';
import { summarize } from './summarize-courses';

/** Enrolments and quiz takers younger than this make a course trend. */
export const TRENDING_WINDOW_DAYS = 30;
/** Courses listed under `trending`, after the best course. */
export const TRENDING_LIST_SIZE = 8;

/**
 * GET /api/exam/trending-courses (spec §3): courses ranked by their activity in the last 30
 * days, new enrolments plus distinct learners who took one of their quizzes (ties: all-time
 * enrolments, rating, id — see courseRepository.rankTrending). The top one is `best_course`;
 * the next ones are `trending`.
 */
export async function getTrendingCourses(language: Locale, now: Date = new Date()): Promise<TrendingCourses> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const ranked = await courseRepository.rankTrending(since, TRENDING_LIST_SIZE + 1);
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
