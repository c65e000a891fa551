import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { MyCourse } from '@/lib/catalog/course-types';
import { ROUTES } from '@/lib/routes';
import { MyCourseItem } from './my-course-item';
import styles from './my-courses.module.scss';

export interface MyCoursesPageProps {
  /** Null when they could not be loaded. */
  courses: MyCourse[] | null;
}

/** /my-course: the signed-in learner's courses, how far they are, and where to pick up. */
export function MyCoursesPage({ courses }: MyCoursesPageProps) {
  const { t } = useTranslation('courses');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  return (
    <>
      <Head>
        <title>{`${t('my.metaTitle')} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        <h1>{t('my.title')}</h1>
        {courses === null ? (
          <div role="alert" className={styles.state}>
            <p>{t('my.failed')}</p>
            <button type="button" onClick={() => void router.replace(router.asPath)}>
              {t('my.retry')}
            </button>
          </div>
        ) : courses.length === 0 ? (
          <div className={styles.state}>
            <p>{t('my.empty')}</p>
            <Link href={ROUTES.courses}>{t('my.browse')}</Link>
          </div>
        ) : (
          <ul className={styles.list}>
            {courses.map((course) => (
              <li key={course.id}>
                <MyCourseItem course={course} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
