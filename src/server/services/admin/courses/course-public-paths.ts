import { coursePath, ROUTES } from '@/lib/routes';

/**
 * The statically rendered pages that show a course: the home page (its showcase), the
 * catalogue and the course's own page, under each slug it had (an old slug's page must stop
 * answering). Lesson and quiz pages render per request and need nothing.
 */
export function coursePublicPaths(...slugs: string[]): string[] {
  return [ROUTES.home, ROUTES.courses, ...slugs.map(coursePath)];
}
