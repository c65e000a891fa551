import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import { ROUTES } from '@/lib/routes';
import { pageTranslations } from '@/server/i18n/page-translations';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Head>
        <title>{`${t('notFound.title')} | ${t('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage
        code="404"
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={<Link href={ROUTES.home}>{t('backHome')}</Link>}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale),
});
