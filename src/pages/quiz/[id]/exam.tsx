import { ExamPage, type ExamBlock } from '@/features/exam/components/session/exam-page';
import { quizLoaded } from '@/features/exam/exam-slice';
import { EXAM_MODES, type ExamMode } from '@/lib/exam/exam-modes';
import { localePath, toLocale } from '@/lib/locales';
import { positiveIntParam } from '@/lib/page-params';
import { quizPath } from '@/lib/routes';
import { requirePageUser } from '@/server/auth/require-page-user';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { isCrossSiteRequest } from '@/server/http/fetch-site';
import { pageTranslations } from '@/server/i18n/page-translations';
import { getFullExam } from '@/server/services/exam/get-full-exam';
import { getQuizDetail } from '@/server/services/exam/get-quiz-detail';
import { wrapper } from '@/store/store';

export default ExamPage;

const BLOCKS: Partial<Record<string, ExamBlock>> = {
  PURCHASE_REQUIRED: 'PURCHASE_REQUIRED',
  ATTEMPTS_EXHAUSTED: 'ATTEMPTS_EXHAUSTED',
  // A link from another site may resume an attempt but not start one (the service's rule).
  FORBIDDEN: 'START_FROM_QUIZ_PAGE',
  // The attempt the Resume link named has run out of time: no new one starts unasked.
  QUIZ_TIME_UP: 'ATTEMPT_ENDED',
};

/**
 * Signed in only. Loads the exam on the server into the store — strict mode starts or
 * resumes the attempt — and next-redux-wrapper hands it to the browser (spec §4).
 */
const loadExamPage = wrapper.getServerSideProps((store) => async (context) => {
  const { user, redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  const quizId = positiveIntParam(context.params?.id);
  if (quizId === null) return { notFound: true };
  const mode = context.query.mode;
  if (!(EXAM_MODES as readonly unknown[]).includes(mode)) {
    // No mode chosen: the quiz page explains both.
    return { redirect: { destination: localePath(toLocale(context.locale), quizPath(quizId)), permanent: false } };
  }
  const examMode = mode as ExamMode;
  const resumeAttemptId = positiveIntParam(context.query.attempt) ?? undefined;
  const language = toLocale(context.locale);
  const translations = await pageTranslations(context.locale, ['exam']);
  try {
    const exam = await getFullExam(quizId, examMode, language, user, {
      mayStartAttempt: !isCrossSiteRequest(context.req),
      resumeAttemptId,
    });
    store.dispatch(quizLoaded(exam));
    return { props: { ...translations, quizId, mode: examMode, blocked: null } };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return { notFound: true };
    const blocked = isAppError(err) ? BLOCKS[err.code] : undefined;
    if (!blocked) throw err;
    const courseSlug =
      blocked === 'PURCHASE_REQUIRED' ? (await getQuizDetail(quizId, language, user)).course.slug : null;
    const endedAttemptId = blocked === 'ATTEMPT_ENDED' ? (resumeAttemptId ?? null) : null;
    return { props: { ...translations, quizId, mode: examMode, blocked, courseSlug, endedAttemptId } };
  }
});

export const getServerSideProps = definePageProps(loadExamPage);
