import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FOOTER_NAV } from '../nav-items';
import styles from './site-footer.module.scss';

interface SiteFooterProps {
  /** The subscription form of the newsletter feature, placed under the section's text. */
  newsletterForm: ReactNode;
}

export function SiteFooter({ newsletterForm }: SiteFooterProps) {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about}>
          <p className={styles.brand}>{t('brand')}</p>
          <p>{t('footer.tagline')}</p>
        </section>
        <nav aria-label={t('footer.explore')} className={styles.links}>
          <h2 className={styles.heading}>{t('footer.explore')}</h2>
          <ul>
            {FOOTER_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{t(`nav.${item.labelKey}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.newsletter} aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className={styles.heading}>
            {t('footer.newsletterTitle')}
          </h2>
          <p>{t('footer.newsletterText')}</p>
          {newsletterForm}
        </section>
      </div>
      <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
