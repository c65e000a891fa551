import { LOCALES } from '@/lib/locales';
import { coursePath } from '@/lib/routes';
import { MAX_PAGE_SIZE } from '@/lib/catalog/course-filters';
import { listCourses } from '../../catalog/list-courses';
import type { SitemapEntry, SitemapSource } from '../sitemap-types';

/** Every published course; a course's page has the same slug in both languages. */
export const coursesSource: SitemapSource = {
  name: 'courses',
  async entries() {
    const entries: SitemapEntry[] = [];
    for (let page = 1, totalPage = 1; page <= totalPage; page += 1) {
      const result = await listCourses({ sort: 'newest', page, page_size: MAX_PAGE_SIZE }, 'en');
      totalPage = result.totalPage;
      for (const course of result.courses) {
        entries.push({
          paths: Object.fromEntries(LOCALES.map((locale) => [locale, coursePath(course.slug)])),
          lastModified: course.published_at ? new Date(course.published_at) : undefined,
          changeFrequency: 'weekly',
          priority: 0.8,
        });
      }
    }
    return entries;
  },
};
