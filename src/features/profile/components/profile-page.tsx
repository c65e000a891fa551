import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { AntdProvider } from '@/components/antd-provider';
import { ChangePasswordForm } from './change-password-form';
import { OrderHistory } from './order-history';
import { ProfileDetails } from './profile-details';
import styles from './profile-page.module.scss';

/** /profile: the account's details (view and edit), its password and its orders. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  return (
    <AntdProvider>
      <Head>
        <title>{`${t('title')} | ${tc('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <ProfileDetails />
        <ChangePasswordForm />
        <OrderHistory />
      </div>
    </AntdProvider>
  );
}
