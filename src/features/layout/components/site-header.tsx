import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ROUTES } from '@/lib/routes';
import { HEADER_NAV } from '../nav-items';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';
import styles from './site-header.module.scss';

// The drawer's code (antd Drawer and its motion library) loads on first open only. React's
// own lazy, not next/dynamic: the drawer is never server-rendered, and next/dynamic would
// add its loader to every page's first load for this one use.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function SiteHeader() {
  const { t } = useTranslation('common');
  // Mounted on first open (its code loads then), kept mounted after so it can animate closed.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [drawerVisible, setDrawerVisible] = useState(false);

  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawerVisible(true);
  };
  const closeDrawer = useCallback(() => setDrawerVisible(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerVisible}
          aria-controls="mobile-drawer"
          onClick={openDrawer}
        >
          <span aria-hidden="true" className={styles.burger} />
        </button>
        <Link href={ROUTES.home} className={styles.brand}>
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <NavLinks items={HEADER_NAV} layout="row" />
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher />
          <UserMenu />
        </div>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerVisible} onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
