import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { localePath, toLocale } from '@/lib/locales';
import styles from './service-unavailable.module.scss';
import { StatusMessageView } from './status-message-view';

/**
 * What a per-request page shows while the database is unreachable (the reply is 503 with
 * Retry-After): the page's own address to try again, loaded afresh by a plain link. `_app`
 * imports it for every page, so it brings its own copy of StatusMessage's styles: sharing
 * status-message.module.scss with the pages made the bundler fold their CSS into every page's
 * first load (+4 kB gzip on the home page).
 */
export function ServiceUnavailable() {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <>
      <Head>
        <title>{`${t('serviceUnavailable.title')} | ${t('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessageView
        code="503"
        title={t('serviceUnavailable.title')}
        text={t('serviceUnavailable.text')}
        action={<a href={localePath(toLocale(router.locale), router.asPath)}>{t('retry')}</a>}
        styles={styles}
      />
    </>
  );
}
