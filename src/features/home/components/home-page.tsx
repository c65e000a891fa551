import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { SeoHead } from '@/components/seo-head';
import type { HomeShowcase } from '@/lib/catalog/course-types';
import { ROUTES } from '@/lib/routes';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { CourseShowcase } from './course-showcase';
import styles from './home-page.module.scss';

// Only the page `next build` made needs it (see HomePageProps): not part of the usual first load.
const LoadedShowcase = lazy(() => import('./loaded-showcase').then((m) => ({ default: m.LoadedShowcase })));

export interface HomePageProps extends SiteOriginProps {
  /** Null on the page `next build` made without a database: then the browser loads it. */
  showcase: HomeShowcase | null;
}

const SECTIONS = [
  { key: 'courses', href: ROUTES.courses },
  { key: 'sourceCodes', href: ROUTES.sourceCodes },
  { key: 'account', href: ROUTES.account },
  { key: 'ourWorks', href: ROUTES.ourWorks },
  { key: 'posts', href: ROUTES.posts },
  { key: 'contact', href: ROUTES.contact },
] as const;

/** Home: what the site offers, this month's courses, topics to browse and where to go next. */
export function HomePage({ showcase, origin }: HomePageProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <SeoHead
        origin={origin}
        title={t('metaTitle')}
        description={t('metaDescription')}
        path={ROUTES.home}
        jsonLd={organizationJsonLd(origin)}
      />
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t('hero.title')}</h1>
        <p>{t('hero.text')}</p>
        <div className={styles.cta}>
          <Link href={ROUTES.courses} className={styles.primary}>
            {t('hero.browseCourses')}
          </Link>
          <Link href={ROUTES.sourceCodes} className={styles.secondary}>
            {t('hero.exploreSourceCode')}
          </Link>
        </div>
      </section>
      {showcase ? (
        <CourseShowcase showcase={showcase} />
      ) : (
        <Suspense>
          <LoadedShowcase />
        </Suspense>
      )}
      <section aria-labelledby="home-sections-title" className={styles.showcase}>
        <h2 id="home-sections-title" className={styles.sectionsTitle}>
          {t('sections.title')}
        </h2>
        <ul className={styles.grid}>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link href={section.href} className={styles.card}>
                <h3>{t(`sections.${section.key}.title`)}</h3>
                <p>{t(`sections.${section.key}.text`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
