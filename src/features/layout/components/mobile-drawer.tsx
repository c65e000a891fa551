import { Drawer } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { HEADER_NAV } from '../nav-items';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import styles from './mobile-drawer.module.scss';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2: on mobile the navigation lives in a drawer that slides in from the left. */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const { t } = useTranslation('common');
  const router = useRouter();

  // Close once a link has taken the visitor somewhere else.
  useEffect(() => {
    router.events.on('routeChangeComplete', onClose);
    return () => router.events.off('routeChangeComplete', onClose);
  }, [router.events, onClose]);

  return (
    <AntdProvider>
      <Drawer
        id="mobile-drawer"
        placement="left"
        open={open}
        onClose={onClose}
        title={t('nav.menuTitle')}
        closable={{ 'aria-label': t('nav.closeMenu') }}
        size={280}
      >
        <nav aria-label={t('nav.label')}>
          <NavLinks items={HEADER_NAV} layout="column" />
        </nav>
        <div className={styles.language}>
          <LanguageSwitcher showLabel onChanged={onClose} />
        </div>
      </Drawer>
    </AntdProvider>
  );
}
