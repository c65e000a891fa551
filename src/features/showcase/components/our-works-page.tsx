import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { LoadStateView } from '@/components/load-state-view';
import { SeoHead } from '@/components/seo-head';
import { useLoad, type LoadState } from '@/hooks/use-load';
import type { OurWorkDto } from '@/lib/content/our-work-types';
import { ROUTES } from '@/lib/routes';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { OurWorkItem } from './our-work-item';
import styles from './showcase.module.scss';

export interface OurWorksPageProps extends SiteOriginProps {
  /** Null when the page was rendered without its data: it then loads in the browser. */
  works: OurWorkDto[] | null;
}

/** /our-works: the outsourcing showcase (projects, clients, stacks, outcomes) and a way to start one. */
export function OurWorksPage({ works, origin }: OurWorksPageProps) {
  const { t } = useTranslation('showcase');
  const { locale } = useRouter();
  // The API client is only needed when the page was rendered without the showcase.
  const loaded = useLoad(
    async () => works ?? (await import('../showcase-api')).fetchOurWorks(),
    works ? 'server' : `works:${locale}`,
  );
  const state: LoadState<OurWorkDto[]> = works
    ? { status: 'ready', data: works, error: null, retry: loaded.retry }
    : loaded;

  return (
    <div className={styles.page}>
      <SeoHead
        origin={origin}
        title={t('ourWorks.metaTitle')}
        description={t('ourWorks.metaDescription')}
        path={ROUTES.ourWorks}
        image={works?.[0]?.images[0]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('ourWorks.title')}</h1>
        <p className={styles.intro}>{t('ourWorks.intro')}</p>
      </header>
      <LoadStateView state={state} empty={t('ourWorks.empty')}>
        {(list) => (
          <ol className={styles.works}>
            {list.map((work, index) => (
              <li key={work.id}>
                <OurWorkItem work={work} priority={index === 0} />
              </li>
            ))}
          </ol>
        )}
      </LoadStateView>
      <section aria-labelledby="works-cta" className={styles.cta}>
        <h2 id="works-cta">{t('ourWorks.ctaTitle')}</h2>
        <p>{t('ourWorks.ctaText')}</p>
        <Link href={ROUTES.contact} className={styles.ctaButton}>
          {t('ourWorks.ctaButton')}
        </Link>
      </section>
    </div>
  );
}
