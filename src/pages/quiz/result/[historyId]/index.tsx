import { ResultPage, type ResultPageProps } from '@/features/exam/components/result/result-page';
import { TIME_UP_NOTICE } from '@/features/exam/result-notice';
import { toLocale } from '@/lib/locales';
import { positiveIntParam } from '@/lib/page-params';
import { requirePageUser } from '@/server/auth/require-page-user';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { getAnswerHistory } from '@/server/services/exam/get-answer-history';

export default ResultPage;

// The owner's only: anyone else's history, like an unknown one, is the 404 page.
export const getServerSideProps = definePageProps<ResultPageProps>(async (context) => {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  const historyId = positiveIntParam(context.params?.historyId);
  if (historyId === null) return { notFound: true };
  try {
    const history = await getAnswerHistory(historyId, toLocale(context.locale), user);
    return {
      props: {
        ...(await pageTranslations(context.locale, ['exam'])),
        history,
        timeUp: context.query.notice === TIME_UP_NOTICE,
      },
    };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return { notFound: true };
    throw err;
  }
});
