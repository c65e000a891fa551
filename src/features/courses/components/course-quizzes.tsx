import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { QuizInfoGroup } from '@/lib/catalog/course-types';
import { quizPath } from '@/lib/routes';
import { useDurationText } from '../use-duration-text';
import styles from './course-detail.module.scss';

/** The course's quiz groups (spec §3 quiz_info): each quiz with its rules, linking to its page. */
export function CourseQuizzes({ groups }: { groups: QuizInfoGroup[] }) {
  const { t } = useTranslation('courses');
  const durationText = useDurationText();
  return (
    <div className={styles.quizGroups}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`quiz-group-${group.id}`}>
          <h3 id={`quiz-group-${group.id}`} className={styles.sectionTitle}>
            {group.group_name}
          </h3>
          <ul className={styles.quizzes}>
            {group.quizzes.map((quiz) => (
              <li key={quiz.id} className={styles.quiz}>
                <Link href={quizPath(quiz.id)} aria-label={t('detail.openQuiz', { title: quiz.title })}>
                  {quiz.title}
                </Link>
                {quiz.description && <p className={styles.muted}>{quiz.description}</p>}
                <ul className={styles.quizFacts}>
                  <li>{t('detail.timeLimit', { duration: durationText(quiz.time_limit_s) })}</li>
                  <li>{t('detail.passMark', { percent: quiz.pass_mark_percent })}</li>
                  <li>{t('detail.questions', { count: quiz.question_count })}</li>
                  <li>
                    {quiz.attempts_allowed === null
                      ? t('detail.unlimitedAttempts')
                      : t('detail.attempts', { count: quiz.attempts_allowed })}
                  </li>
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
