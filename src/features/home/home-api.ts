/** The catalogue reads the home page makes itself when it was built without them. */
import type { HomeShowcase } from '@/lib/catalog/course-types';
import type { CategoryGroup, TrendingCourses } from '@/lib/catalog/course-types';
import { api } from '@/lib/api/client';

// GET /api/exam/trending-courses and /api/exam/group-categories, together.
export async function homeShowcase(): Promise<HomeShowcase> {
  const [trending, groups] = await Promise.all([
    api.get<TrendingCourses>('/api/exam/trending-courses'),
    api.get<CategoryGroup[]>('/api/exam/group-categories'),
  ]);
  return { trending, groups };
}
