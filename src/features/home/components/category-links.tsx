import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { courseSearchParams, NO_COURSE_FILTERS } from '@/lib/catalog/course-filters';
import type { CategoryGroup } from '@/lib/catalog/course-types';
import { ROUTES } from '@/lib/routes';
import styles from './home-page.module.scss';

const searchHref = (categoryIds: number[]) => ({
  pathname: ROUTES.courses,
  query: courseSearchParams({ ...NO_COURSE_FILTERS, categoryIds }),
});

/** Each topic group and its categories, each a link to the catalogue filtered by it. */
export function CategoryLinks({ groups }: { groups: CategoryGroup[] }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-topics-title" className={styles.showcase}>
      <h2 id="home-topics-title" className={styles.sectionsTitle}>
        {t('showcase.topicsTitle')}
      </h2>
      <ul className={styles.topics}>
        {groups
          .filter((group) => group.categories.length > 0)
          .map((group) => (
            <li key={group.id}>
              <h3>
                <Link href={searchHref(group.categories.map((category) => category.id))}>{group.name}</Link>
              </h3>
              <ul className={styles.chips}>
                {group.categories.map((category) => (
                  <li key={category.id}>
                    <Link href={searchHref([category.id])}>{category.name}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
      </ul>
    </section>
  );
}
