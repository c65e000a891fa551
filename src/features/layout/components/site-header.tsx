import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ROUTES } from '@/lib/routes';
import { HEADER_NAV, isCurrentPath } from '../nav-items';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';
import styles from './site-header.module.scss';

// The drawer's code (antd Drawer and its motion library) loads on first open only.
const MobileDrawer = dynamic(() => import('./mobile-drawer').then((m) => m.MobileDrawer), { ssr: false });

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerVisible, setDrawerVisible] = useState(false);

  const openDrawer = () => {
    setDrawerOpened(true);
    setDrawerVisible(true);
  };

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
          <ul>
            {HEADER_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={isCurrentPath(item.href, pathname) ? 'page' : undefined}>
                  {t(`nav.${item.labelKey}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher />
          <UserMenu />
        </div>
      </div>
      {drawerOpened && <MobileDrawer open={drawerVisible} onClose={() => setDrawerVisible(false)} />}
    </header>
  );
}
