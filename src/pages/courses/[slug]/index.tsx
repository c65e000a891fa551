import type { GetStaticPaths, GetStaticProps } from 'next';
import { CourseDetailPage, type CourseDetailPageProps } from '@/features/courses/components/course-detail-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadCoursePage } from '@/server/services/catalog/course-page';

export default CourseDetailPage;

// Enrolment counts and new courses show within a minute; the viewer's own enrolment is
// fetched by the browser, so the page stays the same for everyone.
const REVALIDATE_S = 60;

// Each course is built on its first visit (the build has no database), then kept.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<CourseDetailPageProps, { slug: string }> = async ({ params, locale }) => {
  const course = await loadCoursePage(params?.slug ?? '', toLocale(locale));
  if (!course) return { notFound: true, revalidate: REVALIDATE_S };
  return { props: { ...(await pageTranslations(locale, ['courses'])), course }, revalidate: REVALIDATE_S };
};
