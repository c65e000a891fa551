import { Badge, Breadcrumb, Menu } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { useAdminCounts } from '../admin-counts';
import { ADMIN_NAV, adminNavKeyOf, type AdminNavKey } from '../admin-nav';
import styles from './admin-shell.module.scss';

interface Crumb {
  label: string;
  href?: string;
}

interface AdminShellProps {
  /** The page's heading and document title. */
  title: string;
  /** The trail after "Back office" (the last one is the page itself, without a link). */
  crumbs?: Crumb[];
  /** Buttons beside the heading (New course, Publish…). */
  actions?: ReactNode;
  /** False when the page writes its own heading (the chat console): the title then names the document only. */
  heading?: boolean;
  children: ReactNode;
}

/**
 * The frame of every back-office page (DESIGN.md §9): the menu on the side, the breadcrumb
 * trail and the page's heading. antd, and this frame, load only on /admin pages: no public
 * page imports anything from src/features/admin (the bench checks their first load).
 */
export function AdminShell({ title, crumbs = [], actions, heading = true, children }: AdminShellProps) {
  const { t } = useTranslation('admin');
  const { pathname } = useRouter();
  const selected = adminNavKeyOf(pathname);
  const trail = [{ label: t('shell.title'), href: ADMIN_NAV[0].href }, ...crumbs];
  const counts = useAdminCounts();
  // What waits behind a menu entry, said to screen readers too (the badge alone is a bare number).
  const waiting: Partial<Record<AdminNavKey, { count: number; label: string }>> = {
    contacts: { count: counts.unreadContacts, label: t('nav.unread', { count: counts.unreadContacts }) },
  };

  return (
    <AntdProvider styles="admin">
      <Head>
        <title>{`${title} | ${t('shell.title')} | ${t('common:brand')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {/*
        Plain elements for the frame, not antd's Layout: its Content is a <main> and its Sider
        an <aside>, and the site's frame already holds the page's one main landmark.
      */}
      <div className={styles.shell}>
        <div className={styles.sider}>
          <nav aria-label={t('shell.navLabel')}>
            <Menu
              mode="inline"
              selectedKeys={[selected]}
              items={ADMIN_NAV.map((item) => ({
                key: item.key,
                label: (
                  <Link href={item.href} aria-current={item.key === selected ? 'page' : undefined}>
                    {t(`nav.${item.key}`)}
                    {waiting[item.key]?.count ? (
                      <>
                        {' '}
                        <Badge count={waiting[item.key]!.count} size="small" aria-hidden />
                        <span className="visually-hidden">{waiting[item.key]!.label}</span>
                      </>
                    ) : null}
                  </Link>
                ),
              }))}
            />
          </nav>
        </div>
        <div className={styles.content}>
          <nav aria-label={t('shell.breadcrumbLabel')}>
            <Breadcrumb
              items={trail.map((crumb, index) =>
                crumb.href && index < trail.length - 1
                  ? { key: crumb.label, title: <Link href={crumb.href}>{crumb.label}</Link> }
                  : { key: crumb.label, title: crumb.label },
              )}
            />
          </nav>
          {heading && (
            <header className={styles.header}>
              <h1 className={styles.heading}>{title}</h1>
              {actions && <div className={styles.actions}>{actions}</div>}
            </header>
          )}
          {children}
        </div>
      </div>
    </AntdProvider>
  );
}
