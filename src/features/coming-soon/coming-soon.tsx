import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import { ROUTES } from '@/lib/routes';

/** Keys under `common:comingSoon.features`. */
export type ComingSoonFeature =
  | 'courses'
  | 'courseDetail'
  | 'lesson'
  | 'quiz'
  | 'exam'
  | 'quizResult'
  | 'quizQuestion'
  | 'account'
  | 'accountDetail'
  | 'sourceCodes'
  | 'sourceCodeDetail'
  | 'ourWorks'
  | 'posts'
  | 'postDetail'
  | 'contact'
  | 'aboutUs'
  | 'myCourses'
  | 'profile'
  | 'orderDetail'
  | 'payment'
  | 'paymentResult'
  | 'paymentSandbox'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'googleLogin'
  | 'adminChat';

/**
 * A route whose feature is not built yet says so plainly — never sample data. Each page
 * using this is replaced by the real one in its feature's issue.
 */
export function ComingSoon({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation('common');
  const title = t('comingSoon.title', { feature: t(`comingSoon.features.${feature}`) });
  return (
    <>
      <Head>
        <title>{`${title} | ${t('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusMessage
        title={title}
        text={t('comingSoon.text')}
        action={<Link href={ROUTES.home}>{t('backHome')}</Link>}
      />
    </>
  );
}
