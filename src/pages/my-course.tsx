import { MyCoursesPage, type MyCoursesPageProps } from '@/features/courses/components/my-courses-page';
import { toLocale } from '@/lib/locales';
import { requirePageUser } from '@/server/auth/require-page-user';
import { definePageProps } from '@/server/http/define-page-props';
import { markServiceUnavailable } from '@/server/http/service-unavailable';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadMyCoursesPage } from '@/server/services/catalog/my-courses-page';

export default MyCoursesPage;

// Signed-in only: a signed-out visitor is sent to sign-in and brought back here.
export const getServerSideProps = definePageProps<MyCoursesPageProps>(async (context) => {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  const [translations, courses] = await Promise.all([
    pageTranslations(context.locale, ['courses']),
    loadMyCoursesPage(user.id, toLocale(context.locale)),
  ]);
  if (courses === null) markServiceUnavailable(context.res);
  return { props: { ...translations, courses } };
});
