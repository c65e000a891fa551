import { QuizDetailPage, type QuizDetailPageProps } from '@/features/exam/components/detail/quiz-detail-page';
import { HISTORY_PAGE_SIZE } from '@/features/exam/components/detail/attempt-history';
import { toLocale } from '@/lib/locales';
import { positiveIntParam } from '@/lib/page-params';
import { isAppError } from '@/server/http/app-error';
import { authenticate } from '@/server/http/auth-context';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { getQuizDetail } from '@/server/services/exam/get-quiz-detail';
import { listMyAnswerHistories } from '@/server/services/exam/list-my-answer-histories';
import { listMyRecentScores } from '@/server/services/exam/list-my-recent-scores';

export default QuizDetailPage;

// Per viewer (their attempts, what blocks them), so rendered per request and never cached.
export const getServerSideProps = definePageProps<QuizDetailPageProps>(async (context) => {
  const quizId = positiveIntParam(context.params?.id);
  if (quizId === null) return { notFound: true };
  context.res.setHeader('Cache-Control', 'private, no-store');
  const viewer = await authenticate(context.req);
  try {
    const quiz = await getQuizDetail(quizId, toLocale(context.locale), viewer);
    const histories = viewer
      ? await listMyAnswerHistories(quizId, viewer, { page: 1, pageSize: HISTORY_PAGE_SIZE })
      : null;
    // Its attempts fit on the history's first page: the chart plots those, no second query.
    const scores =
      viewer && histories
        ? histories.totalPage <= 1
          ? [...histories.histories].reverse()
          : await listMyRecentScores(quizId, viewer)
        : null;
    return {
      props: {
        ...(await pageTranslations(context.locale, ['exam'])),
        ...pageOrigin(),
        quiz,
        histories: histories && { items: histories.histories, page: histories.page, totalPage: histories.totalPage },
        scores,
      },
    };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return { notFound: true };
    throw err;
  }
});
