import { CertificatePage, type CertificatePageProps } from '@/features/certificates/components/certificate-page';
import { toLocale } from '@/lib/locales';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';
import { getCertificate } from '@/server/services/certificates/certificate-dto';

export default CertificatePage;

// Per request, so a revocation shows at once; an unknown code is the 404 page.
export const getServerSideProps = definePageProps<CertificatePageProps>(async (context) => {
  const code = typeof context.params?.code === 'string' ? context.params.code : '';
  try {
    const certificate = await getCertificate(code, toLocale(context.locale));
    context.res.setHeader('X-Robots-Tag', 'noindex');
    return { props: { ...(await pageTranslations(context.locale, ['certificates'])), ...pageOrigin(), certificate } };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') return { notFound: true };
    throw err;
  }
});
