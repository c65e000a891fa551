import type { GetStaticPaths, GetStaticProps } from 'next';
import { CourseDetailPage, type CourseDetailPageProps } from '@/features/courses/components/course-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { coursePageJsonLd } from '@/server/seo/course-page-json-ld';
import { siteOrigin } from '@/server/seo/site-origin';
import { loadCoursePage } from '@/server/services/catalog/course-page';
import { revalidated } from '@/server/services/static-page-data';

export default CourseDetailPage;

// Each course is built on its first visit (the build has no database), then regenerated:
// enrolment counts and new courses show within a minute. The viewer's own enrolment is
// fetched by the browser, so the page stays the same for everyone.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<CourseDetailPageProps, { slug: string }> = async ({ params, locale }) => {
  const language = toLocale(locale);
  const course = await loadCoursePage(params?.slug ?? '', language);
  if (!course) return revalidated({ notFound: true });
  const origin = siteOrigin();
  const jsonLd = coursePageJsonLd(origin, course, language);
  return revalidated({ props: { ...(await pageTranslations(locale, ['courses'])), course, origin, jsonLd } });
};
