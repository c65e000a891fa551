import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { CourseCard } from '@/components/course-card';
import type { HomeShowcase } from '@/lib/catalog/course-types';
import { ROUTES } from '@/lib/routes';
import { CategoryLinks } from './category-links';
import styles from './home-page.module.scss';

/** The home page's courses: this month's most popular, the trending ones, and topics to browse. */
export function CourseShowcase({ showcase }: { showcase: HomeShowcase }) {
  const { t } = useTranslation('home');
  const { best_course: best, trending } = showcase.trending;
  if (!best) return <p className={styles.muted}>{t('showcase.empty')}</p>;
  return (
    <>
      <section aria-labelledby="home-best-title" className={styles.showcase}>
        <h2 id="home-best-title" className={styles.sectionsTitle}>
          {t('showcase.bestTitle')}
        </h2>
        <div className={styles.best}>
          <CourseCard course={best} priority />
          <p className={styles.bestNote}>
            {t('showcase.recentEnrolments', { count: best.recent_enrolments })}
            {best.recent_test_takers > 0 && (
              <>
                <br />
                {t('showcase.recentTestTakers', { count: best.recent_test_takers })}
              </>
            )}
          </p>
        </div>
      </section>
      {trending.length > 0 && (
        <section aria-labelledby="home-trending-title" className={styles.showcase}>
          <div className={styles.sectionHeader}>
            <h2 id="home-trending-title" className={styles.sectionsTitle}>
              {t('showcase.trendingTitle')}
            </h2>
            <Link href={ROUTES.courses}>{t('showcase.seeAll')}</Link>
          </div>
          <ul className={styles.courseGrid}>
            {trending.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {showcase.groups.length > 0 && <CategoryLinks groups={showcase.groups} />}
    </>
  );
}
