import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { StatusMessage } from '@/components/status-message';
import { useErrorReference } from '@/hooks/use-error-reference';
import { ROUTES } from '@/lib/routes';
import { pageTranslations } from '@/server/i18n/page-translations';

export default function ServerErrorPage() {
  const { t } = useTranslation('common');
  const reference = useErrorReference();
  return (
    <>
      <Head>
        <title>{`${t('serverError.title')} | ${t('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage
        code="500"
        title={t('serverError.title')}
        text={t('serverError.text')}
        action={
          <>
            {/* What a visitor quotes to support: the failed request's id, on its log lines too. */}
            {reference && <p>{t('serverError.reference', { id: reference })}</p>}
            {/* A plain link: after a server error a full reload is the safer way home. */}
            <a href={ROUTES.home}>{t('backHome')}</a>
          </>
        }
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale),
});
