import type { GetStaticPaths, GetStaticProps } from 'next';
import { CourseDetailPage, type CourseDetailPageProps } from '@/features/courses/components/course-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadCoursePage } from '@/server/services/catalog/course-page';
import { revalidated } from '@/server/services/static-page-data';

export default CourseDetailPage;

// Each course is built on its first visit (the build has no database), then regenerated:
// enrolment counts and new courses show within a minute. The viewer's own enrolment is
// fetched by the browser, so the page stays the same for everyone.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<CourseDetailPageProps, { slug: string }> = async ({ params, locale }) => {
  const course = await loadCoursePage(params?.slug ?? '', toLocale(locale));
  if (!course) return revalidated({ notFound: true });
  return revalidated({ props: { ...(await pageTranslations(locale, ['courses'])), course } });
};
