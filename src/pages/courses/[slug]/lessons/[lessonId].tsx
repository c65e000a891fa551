import { LessonPage, type LessonPageProps } from '@/features/courses/components/lesson-page';
import { localePath, toLocale } from '@/lib/locales';
import { lessonPath } from '@/lib/routes';
import { authenticate } from '@/server/http/auth-context';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { loadLessonPage } from '@/server/services/lessons/view-lesson';
import { lessonIdQuerySchema } from '@/schemas/catalog';

export default LessonPage;

type Params = { slug: string; lessonId: string };

// Per viewer: whether they may watch, and where they stopped.
export const getServerSideProps = definePageProps<LessonPageProps, Params>(async ({ params, locale, req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const id = lessonIdQuerySchema.shape.id.safeParse(params?.lessonId);
  if (!id.success) return { notFound: true };
  const language = toLocale(locale);
  const view = await loadLessonPage(id.data, language, await authenticate(req));
  if (!view) return { notFound: true };

  // One address per lesson: a link with another course's slug goes to the right one.
  const slug = view.access === 'granted' ? view.player.course.slug : view.course.slug;
  if (slug !== params?.slug) {
    return { redirect: { destination: localePath(language, lessonPath(slug, id.data)), permanent: false } };
  }
  return { props: { ...(await pageTranslations(locale, ['courses'])), view } };
});
