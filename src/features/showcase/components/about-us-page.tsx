import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { CompanyFacts } from '@/components/company-facts';
import { SeoHead } from '@/components/seo-head';
import { initialOf } from '@/lib/format/initial';
import { ROUTES } from '@/lib/routes';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import styles from './about-us.module.scss';

const VALUES = ['practice', 'honesty', 'bilingual'] as const;
const TEAM = ['founder', 'engineering', 'curriculum', 'community'] as const;
const STORY = ['story1', 'story2', 'story3'] as const;

/** /about-us: the company's story, what it cares about, its team and how to reach it. */
export function AboutUsPage({ origin }: SiteOriginProps) {
  const { t } = useTranslation('showcase');
  return (
    <div className={styles.page}>
      <SeoHead
        origin={origin}
        title={t('aboutUs.metaTitle')}
        description={t('aboutUs.metaDescription')}
        path={ROUTES.aboutUs}
        jsonLd={organizationJsonLd(origin)}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('aboutUs.title')}</h1>
        <p className={styles.intro}>{t('aboutUs.intro')}</p>
      </header>

      <section aria-labelledby="about-story" className={styles.story}>
        <h2 id="about-story">{t('aboutUs.storyTitle')}</h2>
        {STORY.map((key) => (
          <p key={key}>{t(`aboutUs.${key}`)}</p>
        ))}
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values">{t('aboutUs.valuesTitle')}</h2>
        <ul className={styles.cards}>
          {VALUES.map((key) => (
            <li key={key} className={styles.card}>
              <h3>{t(`aboutUs.values.${key}.title`)}</h3>
              <p>{t(`aboutUs.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team">
        <h2 id="about-team">{t('aboutUs.teamTitle')}</h2>
        <ul className={styles.cards}>
          {TEAM.map((key) => {
            const name = t(`aboutUs.team.${key}.name`);
            return (
              <li key={key} className={styles.card}>
                <span className={styles.avatar} aria-hidden="true">
                  {/* Vietnamese names end with the given name, the one people use. */}
                  {initialOf(name.split(' ').at(-1))}
                </span>
                <h3>{name}</h3>
                <p className={styles.role}>{t(`aboutUs.team.${key}.role`)}</p>
                <p>{t(`aboutUs.team.${key}.bio`)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="about-contact" className={styles.contact}>
        <h2 id="about-contact">{t('aboutUs.contactTitle')}</h2>
        <CompanyFacts />
        <Link href={ROUTES.contact} className={styles.cta}>
          {t('aboutUs.contactCta')}
        </Link>
      </section>
    </div>
  );
}
