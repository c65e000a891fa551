import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { SignInLink } from '@/components/sign-in-link';
import type { QuizDetail } from '@/lib/exam/quiz-types';
import { coursePath, examPath, quizPath } from '@/lib/routes';
import { formatClock, secondsLeft } from '../../countdown';
import ui from '../exam-ui.module.scss';
import styles from './quiz-detail.module.scss';

/**
 * How to take the quiz: practice or strict, each explained, or what stands in the way
 * (`blocked_by`). An unfinished strict attempt is resumed rather than started.
 */
export function ModeChoice({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation('exam');

  if (quiz.blocked_by === 'SIGN_IN' || quiz.blocked_by === 'PURCHASE_REQUIRED') {
    const signIn = quiz.blocked_by === 'SIGN_IN';
    return (
      <section className={styles.section} aria-labelledby="quiz-take-title">
        <h2 id="quiz-take-title" className={styles.sectionTitle}>
          {t('detail.take')}
        </h2>
        <p>{signIn ? t('detail.signInToTake') : t('detail.purchaseToTake', { course: quiz.course.title })}</p>
        {signIn ? (
          <SignInLink returnTo={quizPath(quiz.id)} className={ui.primaryButton}>
            {t('detail.signIn')}
          </SignInLink>
        ) : (
          <Link className={ui.primaryButton} href={coursePath(quiz.course.slug)}>
            {t('detail.toCourse')}
          </Link>
        )}
      </section>
    );
  }

  const open = quiz.open_attempt;
  const exhausted = quiz.blocked_by === 'ATTEMPTS_EXHAUSTED';
  return (
    <section className={styles.section} aria-labelledby="quiz-take-title">
      <h2 id="quiz-take-title" className={styles.sectionTitle}>
        {t('detail.take')}
      </h2>
      <div className={styles.modes}>
        {quiz.modes.includes('practice') && (
          <article className={styles.mode} aria-labelledby="mode-practice-title">
            <h3 id="mode-practice-title" className={styles.modeTitle}>
              {t('modes.practice.name')}
            </h3>
            <p>{t('modes.practice.description')}</p>
            <Link className={ui.secondaryButton} href={examPath(quiz.id, 'practice')}>
              {t('detail.startPractice')}
            </Link>
          </article>
        )}
        {quiz.modes.includes('strict') && (
          <article className={styles.mode} aria-labelledby="mode-strict-title">
            <h3 id="mode-strict-title" className={styles.modeTitle}>
              {t('modes.strict.name')}
            </h3>
            <p>{t('modes.strict.description')}</p>
            {open ? (
              <>
                <p className={ui.notice}>
                  {t('detail.openAttempt', {
                    time: formatClock(secondsLeft(open.deadline, Date.parse(quiz.server_time))),
                  })}
                </p>
                <Link className={ui.primaryButton} href={examPath(quiz.id, 'strict', open.id)}>
                  {t('detail.resume')}
                </Link>
              </>
            ) : exhausted ? (
              <p className={ui.notice}>{t('detail.exhausted', { count: quiz.attempts_allowed ?? 0 })}</p>
            ) : (
              // Opening the page starts the attempt's clock: nothing may fetch it ahead of the click.
              <Link className={ui.primaryButton} href={examPath(quiz.id, 'strict')} prefetch={false}>
                {t('detail.startStrict')}
              </Link>
            )}
          </article>
        )}
      </div>
    </section>
  );
}
