import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { AppImage } from '@/components/app-image';
import { useHydrated } from '@/hooks/use-hydrated';
import { SeoHead } from '@/components/seo-head';
import { formatNumber } from '@/lib/format/number';
import type { CourseDetail } from '@/lib/catalog/course-types';
import { ROUTES, coursePath, quizPath } from '@/lib/routes';
import type { JsonLd } from '@/lib/seo/json-ld';
import { useCourseEnrolment } from '../use-course-enrolment';
import { useDurationText } from '../use-duration-text';
import { CourseCurriculum } from './course-curriculum';
import { CourseQuizzes } from './course-quizzes';
import { EnrolPanel } from './enrol-panel';
import styles from './course-detail.module.scss';

// The reviews (list, sort, filter, paging, votes, the learner's form) are read in the
// browser, in their own chunk loaded after the page: React's own lazy, not next/dynamic,
// whose loader would add to every page's first load (see site-header.tsx).
const CourseReviews = lazy(() => import('./course-reviews').then((m) => ({ default: m.CourseReviews })));

export interface CourseDetailPageProps {
  course: CourseDetail;
  /** The site's address (the page's head). */
  origin: string;
  /** The Course and breadcrumb structured data, built by the server with the page's data. */
  jsonLd: JsonLd[];
}

/** /courses/[slug]: what the course is, its curriculum and quizzes, and how to enrol. */
export function CourseDetailPage({ course, origin, jsonLd }: CourseDetailPageProps) {
  const { t, i18n } = useTranslation('courses');
  const durationText = useDurationText();
  const enrolment = useCourseEnrolment(course);
  const firstLessonId = course.sections.flatMap((section) => section.lessons)[0]?.id ?? null;
  const hydrated = useHydrated();
  const paragraphs = course.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');

  return (
    <>
      <SeoHead
        origin={origin}
        title={course.title}
        description={course.short_description}
        path={coursePath(course.slug)}
        image={course.thumbnail}
        imageAlt={course.title}
        jsonLd={jsonLd}
      />
      <nav aria-label={t('detail.breadcrumb')} className={styles.breadcrumb}>
        <Link href={ROUTES.courses}>{t('detail.breadcrumb')}</Link>
      </nav>
      <div className={styles.layout}>
        <header className={styles.hero}>
          <h1>{course.title}</h1>
          <p className={styles.lead}>{course.short_description}</p>
          <ul className={styles.facts}>
            <li>{t(`levels.${course.level}`)}</li>
            <li>{t('detail.taughtIn', { language: t(`languages.${course.language}`) })}</li>
            <li>
              {t('detail.lessons', { count: course.lesson_count })} · {durationText(course.total_duration_s)}
            </li>
            <li>
              {course.rating_count > 0 ? (
                <a
                  href="#course-reviews"
                  aria-label={t('detail.ratingLabel', {
                    rating: formatNumber(course.rating, i18n.language),
                    count: course.rating_count,
                  })}
                >
                  {t('detail.ratingSummary', {
                    rating: formatNumber(course.rating, i18n.language),
                    count: course.rating_count,
                    formatted: formatNumber(course.rating_count, i18n.language),
                  })}
                </a>
              ) : (
                t('detail.noRatings')
              )}
            </li>
            <li>
              {t('card.learners', {
                count: course.enrolment_count,
                formatted: formatNumber(course.enrolment_count, i18n.language),
              })}
            </li>
          </ul>
        </header>
        <aside className={styles.aside}>
          <AppImage
            src={course.thumbnail}
            alt=""
            width={640}
            height={360}
            sizes="(max-width: 992px) 100vw, 360px"
            className={styles.thumbnail}
            priority
          />
          <EnrolPanel course={course} firstLessonId={firstLessonId} enrolment={enrolment} />
          {course.first_free_test && (
            <div className={styles.freeTest}>
              <h2>{t('detail.freeTestTitle')}</h2>
              <p>{t('detail.freeTestText')}</p>
              <Link href={quizPath(course.first_free_test.id)} className={styles.secondaryAction}>
                {t('detail.freeTestCta')}
              </Link>
            </div>
          )}
        </aside>
        <div className={styles.main}>
          <section aria-labelledby="course-about">
            <h2 id="course-about">{t('detail.about')}</h2>
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </section>
          <section aria-labelledby="course-curriculum">
            <h2 id="course-curriculum">{t('detail.curriculum')}</h2>
            <CourseCurriculum
              slug={course.slug}
              sections={course.sections}
              enrolled={enrolment.status === 'enrolled'}
            />
          </section>
          {course.quiz_info.length > 0 && (
            <section aria-labelledby="course-quizzes">
              <h2 id="course-quizzes">{t('detail.quizzes')}</h2>
              <CourseQuizzes groups={course.quiz_info} />
            </section>
          )}
          <section aria-labelledby="course-reviews">
            <h2 id="course-reviews">{t('reviews.heading')}</h2>
            {hydrated ? (
              <Suspense fallback={<p role="status">{t('reviews.loading')}</p>}>
                <CourseReviews courseId={course.id} />
              </Suspense>
            ) : (
              <p role="status">{t('reviews.loading')}</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
