import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { CourseSummary } from '@/lib/catalog/course-types';
import { formatCurrency } from '@/lib/format/currency';
import { formatNumber } from '@/lib/format/number';
import { coursePath } from '@/lib/routes';
import { AppImage } from './app-image';
import styles from './course-card.module.scss';

interface CourseCardProps {
  course: CourseSummary;
  /** The card's title level in the page outline. */
  headingLevel?: 2 | 3;
  /** Load the thumbnail eagerly (a card at the top of the page). */
  priority?: boolean;
}

/**
 * A course in a list (catalogue, home): thumbnail, title, short description, level, price
 * in VND, rating and learners. The title's link covers the whole card, so the card is one
 * tab stop and one link for screen readers. Labels come from the `courses` namespace.
 *
 * The thumbnails carry no text (a word baked into an image stays in one language): the
 * level shows over the image's corner as text in the page's language.
 */
export function CourseCard({ course, headingLevel = 3, priority = false }: CourseCardProps) {
  const { t, i18n } = useTranslation('courses');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <AppImage
        src={course.thumbnail}
        alt=""
        width={640}
        height={360}
        sizes="(max-width: 600px) 100vw, 360px"
        className={styles.thumbnail}
        priority={priority}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={coursePath(course.slug)} className={styles.link}>
            {course.title}
          </Link>
        </Heading>
        <p className={styles.description}>{course.short_description}</p>
        <p className={styles.level}>{t(`levels.${course.level}`)}</p>
        <ul className={styles.facts}>
          <li>
            <span aria-hidden="true">★ {formatNumber(course.rating, i18n.language)}</span>
            <span className="visually-hidden">
              {t('card.rating', { rating: formatNumber(course.rating, i18n.language), count: course.rating_count })}
            </span>
            <span aria-hidden="true" className={styles.muted}>
              {' '}
              ({formatNumber(course.rating_count, i18n.language)})
            </span>
          </li>
          <li>
            {t('card.learners', {
              count: course.enrolment_count,
              formatted: formatNumber(course.enrolment_count, i18n.language),
            })}
          </li>
        </ul>
        <p className={styles.price}>{course.is_free ? t('card.free') : formatCurrency(course.price_vnd)}</p>
      </div>
    </article>
  );
}
