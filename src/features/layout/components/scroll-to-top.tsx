import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styles from './scroll-to-top.module.scss';

/** Spec §9: the button appears once the page has scrolled more than 400 px. */
const SCROLL_TO_TOP_THRESHOLD = 400;

export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        // Move focus too, so keyboard users land where the eye does.
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
