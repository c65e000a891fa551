import type { HomeShowcase } from '@/lib/catalog/course-types';
import type { Locale } from '@/lib/locales';
import { listCategoryGroups } from './list-category-groups';
import { getTrendingCourses } from './trending-courses';

/** The home page's course sections, in one language (the page is built per locale). */
export async function loadHomeShowcase(language: Locale): Promise<HomeShowcase> {
  const [trending, groups] = await Promise.all([getTrendingCourses(language), listCategoryGroups(language)]);
  return { trending, groups };
}
