import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { ROUTES } from '@/lib/routes';
import styles from './auth-card.module.scss';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every auth page: a centred card (the layout gives these pages no header),
 * with the brand linking home, one h1 and antd's provider for the form inside.
 */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  const { t } = useTranslation('common');
  return (
    <AntdProvider>
      <Head>
        <title>{`${title} | ${t('brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.card} aria-labelledby="auth-title">
        <Link href={ROUTES.home} className={styles.brand}>
          {t('brand')}
        </Link>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </AntdProvider>
  );
}

export { styles as authCardStyles };
