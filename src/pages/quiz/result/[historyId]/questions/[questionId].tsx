import {
  QuestionReviewPage,
  type QuestionReviewPageProps,
} from '@/features/exam/components/result/question-review-page';
import { toLocale } from '@/lib/locales';
import { positiveIntParam } from '@/lib/page-params';
import { requirePageUser } from '@/server/auth/require-page-user';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { getAnswerHistory } from '@/server/services/exam/get-answer-history';

export default QuestionReviewPage;

// The owner's only; a question that is not part of the attempt is the 404 page too.
export const getServerSideProps = definePageProps<QuestionReviewPageProps>(async (context) => {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  const historyId = positiveIntParam(context.params?.historyId);
  const questionId = positiveIntParam(context.params?.questionId);
  if (historyId === null || questionId === null) return { notFound: true };
  try {
    const history = await getAnswerHistory(historyId, toLocale(context.locale), user);
    const questions = history.answer_detail;
    const index = questions.findIndex((question) => question.quiz_question_id === questionId);
    if (index < 0) return { notFound: true };
    return {
      props: {
        ...(await pageTranslations(context.locale, ['exam'])),
        historyId,
        quizTitle: history.quiz_info.title,
        question: questions[index]!,
        number: index + 1,
        count: questions.length,
        previousId: questions[index - 1]?.quiz_question_id ?? null,
        nextId: questions[index + 1]?.quiz_question_id ?? null,
      },
    };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return { notFound: true };
    throw err;
  }
});
