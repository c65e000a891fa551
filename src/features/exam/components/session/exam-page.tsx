import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import type { ExamMode } from '@/lib/exam/exam-modes';
import { coursePath, quizPath, quizResultPath } from '@/lib/routes';
import { useAppSelector } from '@/store/hooks';
import { selectExam } from '../../exam-slice';
import { ExamSession } from './exam-session';

/** Why the exam could not be opened (the full-exam call's refusals a learner can meet). */
export type ExamBlock = 'PURCHASE_REQUIRED' | 'ATTEMPTS_EXHAUSTED' | 'START_FROM_QUIZ_PAGE' | 'ATTEMPT_ENDED';

export interface ExamPageProps {
  quizId: number;
  mode: ExamMode;
  /** Null: the exam is in the store (loaded by getServerSideProps). */
  blocked: ExamBlock | null;
  /** For the link to the course when a purchase is needed. */
  courseSlug?: string | null;
  /** ATTEMPT_ENDED: the attempt the learner came to resume, for the link to its result. */
  endedAttemptId?: number | null;
}

/** /quiz/[id]/exam?mode=…: the exam the server loaded into the store, or why it could not. */
export function ExamPage({ quizId, mode, blocked, courseSlug, endedAttemptId }: ExamPageProps) {
  const { t } = useTranslation('exam');
  const { t: tc } = useTranslation('common');
  const quiz = useAppSelector((state) => selectExam(state).quizData);
  const loaded = !blocked && quiz && quiz.quiz_info.id === quizId;
  const title = loaded ? `${quiz.quiz_info.title} · ${t(`modes.${mode}.name`)}` : t('blocked.title');

  return (
    <>
      <Head>
        <title>{`${title} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {loaded ? (
        <ExamSession quiz={quiz} />
      ) : (
        <StatusMessage
          title={t('blocked.title')}
          text={t(`blocked.${blocked ?? 'notLoaded'}`)}
          action={
            blocked === 'PURCHASE_REQUIRED' && courseSlug ? (
              <Link href={coursePath(courseSlug)}>{t('blocked.toCourse')}</Link>
            ) : blocked === 'ATTEMPT_ENDED' && endedAttemptId ? (
              <Link href={quizResultPath(endedAttemptId)}>{t('blocked.toResult')}</Link>
            ) : (
              <Link href={quizPath(quizId)}>{t('blocked.toQuiz')}</Link>
            )
          }
        />
      )}
    </>
  );
}
