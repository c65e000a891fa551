import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { CompanyFacts } from '@/components/company-facts';
import { SeoHead } from '@/components/seo-head';
import { ROUTES } from '@/lib/routes';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { ContactForm } from './contact-form';
import styles from './contact.module.scss';

/** /contact: the contact form, and the other ways to reach the team. */
export function ContactPage({ origin }: SiteOriginProps) {
  const { t } = useTranslation('contact');
  return (
    <div className={styles.page}>
      <SeoHead
        origin={origin}
        title={t('contact.metaTitle')}
        description={t('contact.metaDescription')}
        path={ROUTES.contact}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('contact.title')}</h1>
        <p className={styles.intro}>{t('contact.intro')}</p>
      </header>
      <div className={styles.layout}>
        <section aria-labelledby="contact-form-title" className={styles.card}>
          <h2 id="contact-form-title" className={styles.cardTitle}>
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="contact-aside-title" className={styles.aside}>
          <h2 id="contact-aside-title" className={styles.cardTitle}>
            {t('contact.asideTitle')}
          </h2>
          <CompanyFacts />
          <p>
            <Link href={ROUTES.aboutUs}>{t('common:nav.aboutUs')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
