import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { ApiErrorCode } from '@/lib/api/api-error';
import { quizResultPath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { activeQuestionChanged, examSubmitted, selectExam } from '../../exam-slice';
import { submitExam } from '../../exam-thunks';
import type { QuizData } from '../../exam-types';
import { useAnswerSaver } from '../../hooks/use-answer-saver';
import { useServerClock } from '../../hooks/use-server-clock';
import { TIME_UP_NOTICE } from '../../result-notice';
import ui from '../exam-ui.module.scss';
import { CurrentQuestion } from './current-question';
import { ExamHeader } from './exam-header';
import styles from './exam-session.module.scss';
import { QuestionNavigator } from './question-navigator';
import { QuestionStepper } from './question-stepper';
import { SubmitReview } from './submit-review';

/**
 * Taking the exam in the store: one question at a time, the navigator, practice checks or
 * strict mode's countdown and saving, the review before handing in, then the result page.
 */
export function ExamSession({ quiz }: { quiz: QuizData }) {
  const { t } = useTranslation('exam');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const exam = useAppSelector(selectExam);
  const strict = exam.examMode === 'strict';
  const attemptId = exam.attempt?.id ?? null;
  const serverNow = useServerClock(exam.serverTime);
  const [reviewing, setReviewing] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [submitError, setSubmitError] = useState<ApiErrorCode | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each move to a question (even the current one) puts the keyboard on its heading.
  const [focusRequest, setFocusRequest] = useState(0);

  // replace, not push: "back" from the result must not reopen — and in strict mode restart — the exam.
  const showResult = (resultId: number, timedOut: boolean) =>
    void router.replace(
      timedOut ? { pathname: quizResultPath(resultId), query: { notice: TIME_UP_NOTICE } } : quizResultPath(resultId),
    );

  const handIn = async (timedOut: boolean) => {
    setSubmitError(null);
    const outcome = await dispatch(submitExam((serverNow ?? Date.now)()));
    if (outcome.ok) showResult(outcome.resultId, timedOut || outcome.timeUp);
    else setSubmitError(outcome.error.error_code);
  };

  const saver = useAnswerSaver(strict ? attemptId : null, quiz.exam, exam.savedProgress, !exam.isSubmitted, (error) => {
    // The server closed the attempt: at its deadline (QUIZ_TIME_UP), or it was handed in elsewhere.
    if (attemptId === null) return;
    dispatch(examSubmitted(attemptId));
    showResult(attemptId, error.error_code === 'QUIZ_TIME_UP');
  });

  const index = exam.activeQuizIndex;
  const question = quiz.exam[index];
  const frozen = exam.isSubmitted || exam.isLoading || timeUp;

  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  // The address names the attempt, as the quiz page's Resume link does: reloading it after
  // the time has run out then says so, instead of starting (and counting) a new attempt.
  const namedAttempt = router.query.attempt;
  useEffect(() => {
    if (!strict || attemptId === null || namedAttempt === String(attemptId)) return;
    void router.replace({ query: { ...router.query, attempt: attemptId } }, undefined, {
      shallow: true,
      scroll: false,
    });
  }, [strict, attemptId, namedAttempt, router]);

  const goTo = (target: number) => {
    setFocusRequest((n) => n + 1);
    setReviewing(false);
    dispatch(activeQuestionChanged(target));
  };

  const expire = () => {
    setTimeUp(true);
    setReviewing(false);
    void handIn(true);
  };

  if (!question) return null;

  return (
    <div className={styles.exam}>
      <ExamHeader
        title={quiz.quiz_info.title}
        strict={strict}
        attempt={exam.attempt}
        serverTime={exam.serverTime}
        serverNow={serverNow}
        saveStatus={saver.status}
        onRetrySave={saver.retry}
        onExpire={expire}
      />
      {timeUp && !submitError && <p className={ui.notice}>{t('countdown.handingIn')}</p>}
      {submitError && (
        <div role="alert" className={ui.errorBox}>
          <p>{t('submit.failed')}</p>
          <button type="button" className={ui.secondaryButton} onClick={() => void handIn(timeUp)}>
            {t('submit.retry')}
          </button>
        </div>
      )}
      {reviewing ? (
        <SubmitReview
          questions={quiz.exam}
          strict={strict}
          submitting={exam.isLoading}
          onGoTo={goTo}
          onConfirm={() => void handIn(false)}
          onCancel={() => goTo(index)}
        />
      ) : (
        <div className={styles.body}>
          <div className={styles.main}>
            <CurrentQuestion
              question={question}
              index={index}
              count={quiz.exam.length}
              strict={strict}
              frozen={frozen}
              headingRef={heading}
            />
            <QuestionStepper
              index={index}
              count={quiz.exam.length}
              frozen={frozen}
              onGoTo={goTo}
              onFinish={() => setReviewing(true)}
            />
          </div>
          <aside className={styles.side}>
            <QuestionNavigator questions={quiz.exam} activeIndex={index} onSelect={goTo} />
            <button type="button" className={ui.primaryButton} disabled={frozen} onClick={() => setReviewing(true)}>
              {t('nav.finish')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
