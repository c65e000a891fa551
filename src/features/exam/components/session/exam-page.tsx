import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import type { ExamMode } from '@/lib/exam/exam-modes';
import { coursePath, quizPath } from '@/lib/routes';
import { useAppSelector } from '@/store/hooks';
import { ExamSession } from './exam-session';

/** Why the exam could not be opened (the full-exam call's refusals a learner can meet). */
export type ExamBlock = 'PURCHASE_REQUIRED' | 'ATTEMPTS_EXHAUSTED' | 'START_FROM_QUIZ_PAGE';

export interface ExamPageProps {
  quizId: number;
  mode: ExamMode;
  /** Null: the exam is in the store (loaded by getServerSideProps). */
  blocked: ExamBlock | null;
  /** For the link to the course when a purchase is needed. */
  courseSlug?: string | null;
}

/** /quiz/[id]/exam?mode=…: the exam the server loaded into the store, or why it could not. */
export function ExamPage({ quizId, mode, blocked, courseSlug }: ExamPageProps) {
  const { t } = useTranslation('exam');
  const { t: tc } = useTranslation('common');
  const quiz = useAppSelector((state) => state.exam.quizData);
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
            ) : (
              <Link href={quizPath(quizId)}>{t('blocked.toQuiz')}</Link>
            )
          }
        />
      )}
    </>
  );
}
