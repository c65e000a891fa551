import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { ROUTES } from '@/lib/routes';
import styles from './home-page.module.scss';

const SECTIONS = [
  { key: 'courses', href: ROUTES.courses },
  { key: 'sourceCodes', href: ROUTES.sourceCodes },
  { key: 'account', href: ROUTES.account },
  { key: 'ourWorks', href: ROUTES.ourWorks },
  { key: 'posts', href: ROUTES.posts },
  { key: 'contact', href: ROUTES.contact },
] as const;

/** Home: what the site offers and where to go next. The course showcase arrives with the catalogue. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <Head>
        <title>{t('metaTitle')}</title>
        <meta name="description" content={t('metaDescription')} />
      </Head>
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
      <section aria-labelledby="home-sections-title">
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
